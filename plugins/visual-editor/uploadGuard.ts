// Decap's media library takes any image the browser offers, and commits it as it is uploaded.
// A file the site would refuse is refused as it is chosen, with the data check's words.
import {
  imageSizeProblem,
  imageTypeProblem,
} from "../../src/lib/data/imageFiles"

type ChosenFile = { name: string; size: number }

export const uploadProblem = (file: ChosenFile): string | null => {
  const problem = imageTypeProblem(file.name) ?? imageSizeProblem(file.size)
  return problem
    ? `Not uploaded: ${file.name}. ${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`
    : null
}

// The window's capture phase comes before React's listener at Decap's root: the file never reaches it.
export const guardUploads = (target: Window) =>
  target.addEventListener(
    "change",
    event => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || input.type !== "file") return
      const problem = [...(input.files ?? [])]
        .map(uploadProblem)
        .find(found => found !== null)
      if (!problem) return
      event.stopImmediatePropagation()
      input.value = ""
      target.alert(problem)
    },
    { capture: true },
  )
