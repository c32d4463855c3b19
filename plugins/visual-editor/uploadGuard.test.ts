import { guardUploads, uploadProblem } from "./uploadGuard"

const choose = (files: { name: string; size: number }[]) => {
  const input = document.createElement("input")
  input.type = "file"
  Object.defineProperty(input, "files", { value: files })
  document.body.append(input)
  const reached = jest.fn()
  // Decap's handler: React listens at its root, after the window's capture phase.
  document.body.addEventListener("change", reached)
  input.dispatchEvent(new Event("change", { bubbles: true }))
  document.body.removeEventListener("change", reached)
  input.remove()
  return reached
}

describe("the editor's upload guard", () => {
  const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined)
  guardUploads(window)
  beforeEach(() => alert.mockClear())

  it("keeps a HEIC photo and a file over 20 MB from Decap, and says why and what to do", () => {
    expect(
      choose([{ name: "IMG_0042.HEIC", size: 2_000_000 }]),
    ).not.toHaveBeenCalled()
    expect(alert).toHaveBeenLastCalledWith(
      expect.stringMatching(
        /^Not uploaded: IMG_0042\.HEIC\. Expected a JPEG, PNG, WebP or AVIF image, found a HEIC photo, .*export it as JPEG/,
      ),
    )
    expect(
      choose([{ name: "stage.jpg", size: 41_900_000 }]),
    ).not.toHaveBeenCalled()
    expect(alert).toHaveBeenLastCalledWith(
      "Not uploaded: stage.jpg. Expected an image of at most 20.0 MB, found one of 41.9 MB: export a smaller copy (a JPEG about 4000 px on its long edge is enough to print a page) and choose that file.",
    )
  })

  it("lets a photo the site takes through", () => {
    expect(choose([{ name: "cover.jpg", size: 3_000_000 }])).toHaveBeenCalled()
    expect(alert).not.toHaveBeenCalled()
    expect(uploadProblem({ name: "shot.tif", size: 1 })).toContain(
      "a TIFF file",
    )
    expect(uploadProblem({ name: "loop.gif", size: 1 })).toContain("a GIF")
  })
})
