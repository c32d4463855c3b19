import { formatFileSize } from "./formatFileSize"

describe("formatFileSize", () => {
  it("writes decimal kilobytes without decimals and megabytes with one", () => {
    expect(formatFileSize(421_345, "en-US")).toBe("421 kB")
    expect(formatFileSize(1_550_000, "en-US")).toBe("1.6 MB")
    expect(formatFileSize(200, "en-US")).toBe("1 kB")
  })
})
