import { structuredData } from "../support/structuredData"
import { expect, gotoHydrated, test } from "./fixtures"

const NOCOOKIE = "https://www.youtube-nocookie.com"
/** The fixture's featured video and first tile have YouTube ids; the other tiles do not. */
const FEATURED = {
  title: "Luz de Neón (Official Music Video)",
  id: "Nv4Lz9dNe0n",
}

test.describe("videos on the media page", () => {
  test.use({ allowedOrigins: [NOCOOKIE] })
  test.beforeEach(async ({ context }) => {
    await context.route(`${NOCOOKIE}/**`, route =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Player</title><p>Playing</p>",
      }),
    )
  })

  test("nothing is asked of YouTube or Google until a video is played, then the privacy-enhanced player plays it", async ({
    page,
    context,
  }) => {
    const outside: string[] = []
    context.on("request", request => {
      const host = new URL(request.url()).hostname
      if (/youtube|ytimg|google|gstatic|doubleclick/.test(host)) {
        outside.push(request.url())
      }
    })
    await gotoHydrated(page, "/media/")
    const play = page.getByRole("button", { name: `Play: ${FEATURED.title}` })
    await play.hover()
    await page.waitForLoadState("networkidle")
    expect(outside).toEqual([])
    // The poster is this site's own image.
    const poster = play.locator("picture img")
    expect(
      new URL(
        await poster.evaluate(img => (img as HTMLImageElement).currentSrc),
      ).origin,
    ).toBe(new URL(page.url()).origin)

    await play.click()
    const player = page.locator(`iframe[title="${FEATURED.title}"]`)
    await expect(player).toHaveAttribute(
      "src",
      `${NOCOOKIE}/embed/${FEATURED.id}?autoplay=1&rel=0`,
    )
    await expect(player).toBeFocused()
    await expect(
      page
        .frameLocator(`iframe[title="${FEATURED.title}"]`)
        .getByText("Playing"),
    ).toBeVisible()
    expect(outside).toEqual([
      `${NOCOOKIE}/embed/${FEATURED.id}?autoplay=1&rel=0`,
    ])
  })

  test("a tile with a video plays it; a tile without one says it is coming soon", async ({
    page,
  }) => {
    await gotoHydrated(page, "/media/")
    const tiles = page.getByRole("region", { name: "More videos" })
    await tiles.getByRole("button", { name: "Play: Behind the Scenes" }).click()
    await expect(
      tiles.locator('iframe[title="Behind the Scenes"]'),
    ).toBeVisible()
    await expect(tiles.getByText("Video coming soon")).toHaveCount(2)
  })

  test("each video that can play has its VideoObject, with a poster this site serves", async ({
    page,
    request,
  }) => {
    await page.goto("/media/")
    const videos = await structuredData(page, "VideoObject")
    expect(videos.map(video => video.name)).toEqual([
      FEATURED.title,
      "Behind the Scenes",
    ])
    expect(videos[0]).toMatchObject({
      uploadDate: "2026-02-14",
      duration: "PT3M41S",
      embedUrl: `${NOCOOKIE}/embed/${FEATURED.id}`,
      url: `https://www.youtube.com/watch?v=${FEATURED.id}`,
    })
    for (const video of videos) {
      expect(video.duration).toMatch(/^PT(?:\d+M)?(?:\d+S)?$/)
      expect(video.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      const [thumbnail] = video.thumbnailUrl as string[]
      const served = await request.get(new URL(String(thumbnail)).pathname)
      expect(served.headers()["content-type"]).toBe("image/jpeg")
    }
  })
})
