import { sendForm } from "./sendForm"

const fields = { name: "Ana", email: "ana@example.com", message: "¡Hola!" }

/** An answer with only what sendForm reads (jsdom has no Response). */
const answer = (status: number) =>
  ({ ok: status >= 200 && status < 300, status }) as Response

describe("sendForm", () => {
  it("posts the fields form-encoded, asking for JSON, and reports a 2xx as sent", async () => {
    const fetcher = jest.fn(async () => answer(200))
    await expect(
      sendForm("https://forms.example/f/1", fields, { fetcher }),
    ).resolves.toBe("sent")
    const [url, init] = fetcher.mock.calls[0] as unknown as [
      string,
      RequestInit,
    ]
    expect(url).toBe("https://forms.example/f/1")
    expect(init.method).toBe("POST")
    expect(String(init.body)).toBe(
      "name=Ana&email=ana%40example.com&message=%C2%A1Hola%21",
    )
    expect(init.headers).toEqual({ Accept: "application/json" })
  })

  it("reports an error answer as refused and a network failure as failed", async () => {
    await expect(
      sendForm("https://forms.example/f/1", fields, {
        fetcher: async () => answer(422),
      }),
    ).resolves.toBe("refused")
    await expect(
      sendForm("https://forms.example/f/1", fields, {
        fetcher: async () => {
          throw new TypeError("Failed to fetch")
        },
      }),
    ).resolves.toBe("failed")
  })

  it("gives up when the service does not answer in time", async () => {
    const never = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("aborted", "AbortError")),
        )
      })
    await expect(
      sendForm("https://forms.example/f/1", fields, {
        fetcher: never,
        timeoutMs: 20,
      }),
    ).resolves.toBe("timed out")
  })
})
