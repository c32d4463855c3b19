/** The interface's own words (content lives in data/); es.ts has the same keys, and a test compares them. */
export const en = {
  nav: {
    label: "Main",
    home: "Home",
    about: "About",
    music: "Music",
    tour: "Tour",
    media: "Media",
    store: "Store",
    contact: "Contact",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
  },
  languageSwitch: "Language",
  skipLink: "Skip to content",
  newTab: "(opens in a new tab)",
  /** Joins short facts on one line: "Single · 2026". */
  separator: " · ",
  footer: {
    privacy: "Privacy",
    press: "Press",
    news: "News",
    pagesLabel: "Pages",
    socialLabel: "Social and streaming",
    rights: (year: string, name: string) =>
      `© ${year} ${name}. All rights reserved.`,
  },
  streaming: {
    spotify: "Spotify",
    appleMusic: "Apple Music",
    youtubeMusic: "YouTube Music",
    amazonMusic: "Amazon Music",
    deezer: "Deezer",
    tidal: "TIDAL",
    bandcamp: "Bandcamp",
    soundcloud: "SoundCloud",
    listenOn: (service: string) => `Listen on ${service}`,
    playOn: (service: string) => `Play on ${service}`,
  },
  home: {
    cardsLabel: "Highlights",
    latestSingle: "Latest Single",
    latestRelease: "Latest Release",
    streamsLabel: "Streaming",
    joinLabel: "Community",
    hearIt: "Hear it on the music page",
    getInTouch: "Get in touch",
  },
  about: {
    pressKit: "Download Press Kit",
    pressPage: "Everything for the press",
    /** Beside the press kit link: "ZIP, 412 KB". */
    fileFacts: (type: string, size: string) => `${type}, ${size}`,
    zipType: "ZIP",
    quoted: (text: string) => `“${text}”`,
    attributed: (name: string) => `— ${name}`,
  },
  pagination: {
    page: (number: number) => `Page ${number}`,
    /** A list's page after the first: "Music, page 2". */
    title: (heading: string, number: number) => `${heading}, page ${number}`,
    previous: "Previous page",
    next: "Next page",
  },
  music: {
    pagesLabel: "Music pages",
    comingSoon: "Coming Soon",
    play: (title: string) => `Play ${title}`,
    playOptions: (title: string) => `Where to play ${title}`,
    artistHeading: "Follow on your favourite service",
    kinds: { single: "Single", ep: "EP", album: "Album" },
    back: "All music",
    /** {day}: the release day, written out. */
    releasedOn: "Released {day}",
    outOn: "Out {day}",
    listenHeading: "Listen",
    presave: "Pre-save",
    tracklistHeading: "Tracklist",
    trackCount: (count: number) =>
      count === 1 ? "1 track" : `${count} tracks`,
    totalTime: (time: string) => `${time} in all`,
    featuring: (names: string) => `feat. ${names}`,
    lyricsHeading: "Lyrics",
    /** Beside a track, to its lyrics; read out with lyricsOf, which starts with it. */
    lyricsLink: "Lyrics",
    lyricsOf: (title: string) => `Lyrics of ${title}`,
    /** The language a song is sung in, or translated into, in this language's words. */
    languages: { en: "English", es: "Spanish" },
    original: (language: string) => `Original (${language})`,
    translation: (language: string) => `Translation (${language})`,
    creditsHeading: "Credits",
    writtenBy: "Written by",
    producedBy: "Produced by",
    label: "Label",
    /** A release page's description for search results: {parts} is what the page holds. */
    pageDescription: (
      title: string,
      kind: string,
      name: string,
      parts: string,
    ) => `${title}, the ${kind} by ${name}: ${parts}.`,
    pageParts: {
      tracklist: "tracklist",
      lyrics: "lyrics",
      credits: "credits",
      listen: "where to listen",
      comingOut: "when it comes out",
      presave: "pre-save",
      /** Between two of these words, and before the last of three or more (as Intl writes en-US). */
      between: { two: " and ", last: ", and " },
    },
    /** A kind of release inside a sentence. */
    kindsInSentence: { single: "single", ep: "EP", album: "album" },
  },
  tour: {
    getTickets: "Get Tickets",
    buyTickets: "Buy Tickets Now",
    upcomingHeading: "Upcoming shows",
    pastHeading: "Past shows",
    noUpcoming: "No upcoming shows right now.",
    /** {socials}: links to the artist's profiles; {contact}: a link to the contact page. */
    newDatesWithSocials:
      "New dates are announced here and on the artist's socials first: {socials}, or ask about a show near you on the {contact}.",
    newDates: "Ask about a show near you on the {contact}.",
    contactPage: "contact page",
    nothingOnSale: "No show is on sale right now.",
    details: "Show details",
    states: {
      buy: "On sale",
      notYetOnSale: (day: string) => `On sale ${day}`,
      soldOut: "Sold out",
      cancelled: "Cancelled",
      postponed: "Postponed",
      over: "Show over",
      noTicketLink: "Tickets soon",
    },
    postponedNote: "Postponed: new date to be announced",
    rescheduledNote: (previousDay: string) => `Rescheduled from ${previousDay}`,
    priceFrom: (price: string) => `From ${price}`,
    /** A line of a show's calendar entry. */
    ticketsAt: (url: string) => `Get Tickets: ${url}`,
    times: (start: string, doors?: string) =>
      doors ? `Doors ${doors} · Show ${start}` : `Show ${start}`,
    withSupport: (acts: string) => `With ${acts}`,
    back: "All tour dates",
    whenHeading: "When",
    whereHeading: "Where",
    ticketsHeading: "Tickets",
    openMap: "Open in Maps",
    addToCalendar: "Add to calendar",
    calendarFile: "(.ics file)",
    calendarName: (name: string) => `${name}: tour dates`,
    subscribeCalendar: "Subscribe to the calendar",
    downloadCalendar: "download it (.ics)",
    /** {subscribe}: a webcal: link; {download}: the same file, downloaded. */
    calendarLinks: "{subscribe}, or {download}",
    /** The downloaded calendar's name after the artist's: nova-reyes-tour.ics. */
    calendarFileName: "tour",
    pageTitle: (city: string, day: string) => `${city}, ${day}`,
    pageDescription: (name: string, venue: string, city: string, day: string) =>
      `${name} live at ${venue}, ${city}, on ${day}: times, address, tickets and a calendar file.`,
  },
  media: {
    featuredLabel: "Featured video",
    moreHeading: "More videos",
    videoComingSoon: "Video coming soon",
    subscribe: "Subscribe on YouTube",
    play: (title: string) => `Play: ${title}`,
  },
  store: {
    pagesLabel: "Store pages",
    addToCart: "Add to Cart",
    shopNow: "Shop Now | Worldwide Shipping Available",
    availability: {
      inStock: undefined,
      limitedAvailability: "Only a few left",
      preOrder: "Pre-order: ships on release",
      soldOut: "Sold out",
    },
  },
  notices: {
    /** Alt+T moves focus to the notices (react-toastify's shortcut). */
    label: "Notifications Alt+T",
    close: "Close notification",
  },
  /** Beside a button that waits for data (no store link yet, no channel yet). */
  comingSoon: "Coming soon",
  contact: {
    formHeading: "Send a Message",
    allRequired: "All fields are required.",
    name: "Name",
    email: "Email",
    message: "Message",
    send: "Send Message",
    sent: "Message sent! We'll get back to you soon.",
    sending: "Sending…",
    notSent: (email: string) =>
      `Your message was not sent, and it is still in the form. Please try again in a moment, or write to ${email}.`,
    timedOut: (email: string) =>
      `The message service did not answer in time, so your message is still in the form. Please try again, or write to ${email}.`,
    /** The hidden field's label, for the rare person whose browser shows it. */
    honeypot: "Leave this field empty",
    privacy: "How we use what you send",
  },
  signup: {
    footerHeading: "Get the News First",
    footerBody:
      "New music, pre-sale tickets and studio notes, straight to your inbox.",
    email: "Your email",
    join: "Sign Up",
    sending: "Signing up…",
    sent: "Almost there: check your inbox and confirm your address to join.",
    invalid: "Enter your email address, like name@example.com.",
    notSent:
      "Your sign-up did not go through, and your address is still in the form. Please try again in a moment.",
    timedOut:
      "The mailing list did not answer in time, so your address is still in the form. Please try again.",
    privacy: "How we use your email",
    honeypot: "Leave this field empty",
    tellMeWhen: "Tell Me When",
    tellMeWhenTickets: "Tell me when tickets go on sale:",
    tellMeWhenOut: "Tell me when it is out:",
  },

  feed: {
    linkTitle: (name: string) => `${name}: news (Atom)`,
  },
  seo: {
    homeTitle: (name: string, tagline: string) => `${name} | ${tagline}`,
    pageTitle: (page: string, name: string) => `${page} | ${name}`,
    shareImageAlt: (title: string, name: string) => `${title} — ${name}`,
    eventName: (name: string, city: string) => `${name} live in ${city}`,
    eventDescription: (name: string, venue: string, city: string) =>
      `${name} live at ${venue}, ${city}.`,
    pressContact: "press",
  },
  notFound: {
    title: "Page not found",
    description:
      "This page does not exist. Find music, tour dates, videos and merch from the home page.",
    heading: "Oops! Page not found",
    body: "The page you are looking for has moved or never existed.",
    home: "Return to Home",
    log: (path: string) => `404: no page at ${path}`,
  },
  error: {
    heading: "Unexpected Application Error!",
    body: "Something went wrong while showing this page.",
    home: "Return to Home",
  },
}

export type Strings = typeof en
