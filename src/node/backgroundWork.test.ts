/**
 * @jest-environment node
 */
import { finishBackground, startInBackground } from "./backgroundWork"

describe("background work", () => {
  it("hands over what the work came to, once", async () => {
    startInBackground("copies", async () => "wrote 3 copies")
    await expect(finishBackground("copies")).resolves.toBe("wrote 3 copies")
    await expect(finishBackground("copies")).resolves.toBeUndefined()
  })

  it("keeps a failure until it is taken, never left unhandled", async () => {
    startInBackground("broken", () => Promise.reject(new Error("disk full")))
    await new Promise(resolve => setImmediate(resolve))
    await expect(finishBackground("broken")).rejects.toThrow("disk full")
  })
})
