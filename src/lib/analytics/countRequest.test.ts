import { counterOf, type AnalyticsConfig } from "./analyticsServices"
import { countRequest, type Hit } from "./countRequest"

const SITE = "https://novareyes.example"

const counter = (config: AnalyticsConfig) => counterOf(config, SITE)!

const view: Hit = {
  url: `${SITE}/es/tour/?utm_source=newsletter&utm_campaign=fall-tour&ref=ig`,
  referrer: "https://www.instagram.com/",
  title: "Gira | Nova Reyes",
  language: "es",
  screenWidth: 390,
  screenHeight: 844,
  props: {},
}

const click: Hit = {
  ...view,
  event: "Stream",
  props: { platform: "spotify", release: "luz-de-neon", page: "/es/tour/" },
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown

describe("countRequest", () => {
  it("posts Plausible's event as its script does: text/plain JSON, no cookie, kept alive", () => {
    const plausible = counter({
      service: "plausible",
      domain: "novareyes.example",
    })
    const { url, init } = countRequest(plausible, view)
    expect(url).toBe("https://plausible.io/api/event")
    expect(init).toMatchObject({
      method: "POST",
      mode: "no-cors",
      credentials: "omit",
      keepalive: true,
      headers: { "Content-Type": "text/plain" },
    })
    expect(bodyOf(init)).toEqual({
      name: "pageview",
      url: view.url,
      domain: "novareyes.example",
      referrer: "https://www.instagram.com/",
      props: { language: "es" },
    })
    expect(bodyOf(countRequest(plausible, click).init)).toEqual({
      name: "Stream",
      url: view.url,
      domain: "novareyes.example",
      referrer: "https://www.instagram.com/",
      props: {
        platform: "spotify",
        release: "luz-de-neon",
        page: "/es/tour/",
        language: "es",
      },
    })
  })

  it("posts to a self-hosted Plausible at its own address", () => {
    expect(
      countRequest(
        counter({
          service: "plausible",
          domain: "novareyes.example",
          host: "https://stats.example.org/",
        }),
        view,
      ).url,
    ).toBe("https://stats.example.org/api/event")
  })

  it("sends Umami its documented JSON, a page view without a name and an event with its data", () => {
    const umami = counter({
      service: "umami",
      websiteId: "4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b",
      host: "https://stats.example.org",
    })
    const { url, init } = countRequest(umami, view)
    expect(url).toBe("https://stats.example.org/api/send")
    expect(init).toMatchObject({
      method: "POST",
      mode: "cors",
      credentials: "omit",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
    })
    const payload = {
      website: "4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b",
      hostname: "novareyes.example",
      url: "/es/tour/?utm_source=newsletter&utm_campaign=fall-tour&ref=ig",
      referrer: "https://www.instagram.com/",
      title: "Gira | Nova Reyes",
      language: "es",
      screen: "390x844",
    }
    expect(bodyOf(init)).toEqual({ type: "event", payload })
    expect(bodyOf(countRequest(umami, click).init)).toEqual({
      type: "event",
      payload: {
        ...payload,
        name: "Stream",
        data: {
          platform: "spotify",
          release: "luz-de-neon",
          page: "/es/tour/",
          language: "es",
        },
      },
    })
  })

  it("asks GoatCounter's /count with the page, its campaign query, and an event's values as its path", () => {
    const goatcounter = counter({ service: "goatcounter", code: "novareyes" })
    const { url, init } = countRequest(goatcounter, view)
    const sent = new URL(url)
    expect(sent.origin + sent.pathname).toBe(
      "https://novareyes.goatcounter.com/count",
    )
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      p: "/es/tour/",
      t: "Gira | Nova Reyes",
      r: "https://www.instagram.com/",
      q: "?utm_source=newsletter&utm_campaign=fall-tour&ref=ig",
      s: "390",
    })
    expect(init).toMatchObject({
      method: "GET",
      mode: "no-cors",
      credentials: "omit",
      keepalive: true,
    })
    const event = new URL(countRequest(goatcounter, click).url)
    expect(Object.fromEntries(event.searchParams)).toEqual({
      e: "true",
      p: "Stream/spotify/luz-de-neon",
      t: "/es/tour/ (es)",
    })
  })

  it("counts at a self-hosted GoatCounter's own address", () => {
    expect(
      countRequest(
        counter({ service: "goatcounter", host: "https://stats.example.org" }),
        view,
      ).url,
    ).toMatch(/^https:\/\/stats\.example\.org\/count\?/)
  })
})
