import { toArtist, toBreadcrumbs } from "./toArtist"

describe("toArtist", () => {
  it("gathers the profiles and makes the photo's URL absolute", () => {
    expect(
      toArtist({
        name: "Nova Reyes",
        description: "Latin pop.",
        siteUrl: "https://novareyes.example",
        genres: ["Latin pop"],
        pressEmail: "press@novareyes.example",
        photoUrl: "/static/abc/nova-reyes.jpg",
        streaming: {
          spotifyUrl: "https://open.spotify.com/artist/x",
          appleMusicUrl: "https://music.apple.com/us/artist/x/1",
        },
        socials: [{ url: "https://www.instagram.com/x" }],
      }),
    ).toEqual({
      name: "Nova Reyes",
      url: "https://novareyes.example/",
      description: "Latin pop.",
      image: "https://novareyes.example/static/abc/nova-reyes.jpg",
      genres: ["Latin pop"],
      sameAs: [
        "https://open.spotify.com/artist/x",
        "https://music.apple.com/us/artist/x/1",
        "https://www.instagram.com/x",
      ],
      pressEmail: "press@novareyes.example",
    })
  })

  it("builds Home › page breadcrumbs", () => {
    expect(
      toBreadcrumbs(
        "https://novareyes.example",
        "Home",
        [{ name: "Tour", path: "/tour/" }],
        "en",
      ),
    ).toEqual([
      { name: "Home", url: "https://novareyes.example/" },
      { name: "Tour", url: "https://novareyes.example/tour/" },
    ])
  })

  it("builds Home › section › page breadcrumbs for a page under a section", () => {
    expect(
      toBreadcrumbs(
        "https://novareyes.example",
        "Home",
        [
          { name: "Tour", path: "/tour/" },
          { name: "Los Angeles", path: "/tour/los-angeles/" },
        ],
        "en",
      ),
    ).toEqual([
      { name: "Home", url: "https://novareyes.example/" },
      { name: "Tour", url: "https://novareyes.example/tour/" },
      {
        name: "Los Angeles",
        url: "https://novareyes.example/tour/los-angeles/",
      },
    ])
  })

  it("leads to the pages in the language being read", () => {
    expect(
      toBreadcrumbs(
        "https://novareyes.example",
        "Inicio",
        [{ name: "Gira", path: "/tour/" }],
        "es",
      ),
    ).toEqual([
      { name: "Inicio", url: "https://novareyes.example/es/" },
      { name: "Gira", url: "https://novareyes.example/es/tour/" },
    ])
  })
})
