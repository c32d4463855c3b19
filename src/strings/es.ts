/**
 * Every word of the interface in Spanish (Latin American, addressing fans with "tú"). Same
 * keys, nesting and argument lists as en.ts; strings.test.ts compares the two.
 */
import type { Strings } from "./en"

export const es: Strings = {
  nav: {
    label: "Principal",
    home: "Inicio",
    about: "Biografía",
    music: "Música",
    tour: "Gira",
    media: "Videos",
    store: "Tienda",
    contact: "Contacto",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    menuTitle: "Menú",
  },
  /** The language switch's label (each language's own name is in languageNames.ts). */
  languageSwitch: "Idioma",
  skipLink: "Saltar al contenido",
  newTab: "(se abre en una pestaña nueva)",
  /** Joins short facts on one line: "Sencillo · 2026". */
  separator: " · ",
  footer: {
    privacy: "Privacidad",
    press: "Prensa",
    news: "Noticias",
    pagesLabel: "Páginas",
    socialLabel: "Redes sociales y plataformas",
    rights: (year: string, name: string) =>
      `© ${year} ${name}. Todos los derechos reservados.`,
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
    listenOn: (service: string) => `Escucha en ${service}`,
    playOn: (service: string) => `Reproducir en ${service}`,
  },
  home: {
    cardsLabel: "Destacados",
    latestSingle: "Último sencillo",
    latestRelease: "Último lanzamiento",
    streamsLabel: "Streaming",
    joinLabel: "Comunidad",
    hearIt: "Escúchalo en la página de música",
    getInTouch: "Ponte en contacto",
  },
  about: {
    pressKit: "Descargar kit de prensa",
    pressPage: "Todo para la prensa",
    /** Beside the press kit link: "ZIP, 412 KB". */
    fileFacts: (type: string, size: string) => `${type}, ${size}`,
    zipType: "ZIP",
    quoted: (text: string) => `“${text}”`,
    attributed: (name: string) => `— ${name}`,
  },
  music: {
    comingSoon: "Próximamente",
    play: (title: string) => `Reproducir ${title}`,
    playOptions: (title: string) => `Dónde escuchar ${title}`,
    artistHeading: "Síguela en tu plataforma favorita",
    kinds: { single: "Sencillo", ep: "EP", album: "Álbum" },
    back: "Toda la música",
    releasedOn: "Publicado el {day}",
    outOn: "Sale el {day}",
    listenHeading: "Escúchalo",
    presave: "Pre-guardar",
    tracklistHeading: "Canciones",
    trackCount: (count: number) =>
      count === 1 ? "1 canción" : `${count} canciones`,
    totalTime: (time: string) => `${time} en total`,
    featuring: (names: string) => `con ${names}`,
    lyricsHeading: "Letras",
    lyricsLink: "Letra",
    lyricsOf: (title: string) => `Letra de ${title}`,
    languages: { en: "inglés", es: "español" },
    original: (language: string) => `Original (${language})`,
    translation: (language: string) => `Traducción (${language})`,
    creditsHeading: "Créditos",
    writtenBy: "Escrito por",
    producedBy: "Producido por",
    label: "Sello",
    pageDescription: (
      title: string,
      kind: string,
      name: string,
      parts: string,
    ) => `${title}, ${kind} de ${name}: ${parts}.`,
    pageParts: {
      tracklist: "canciones",
      lyrics: "letras",
      credits: "créditos",
      listen: "dónde escucharlo",
      comingOut: "cuándo sale",
      presave: "pre-guardado",
      // Ninguna de estas palabras empieza por «i» o «hi», que pedirían «e» en vez de «y».
      between: { two: " y ", last: " y " },
    },
    kindsInSentence: { single: "el sencillo", ep: "el EP", album: "el álbum" },
  },
  tour: {
    getTickets: "Comprar boletos",
    buyTickets: "Compra tus boletos ya",
    upcomingHeading: "Próximos conciertos",
    pastHeading: "Conciertos anteriores",
    noUpcoming: "Por ahora no hay conciertos programados.",
    /** {socials}: links to the artist's profiles; {contact}: a link to the contact page. */
    newDatesWithSocials:
      "Las nuevas fechas se anuncian primero aquí y en sus redes: {socials}. También puedes preguntar por un concierto cerca de ti en la {contact}.",
    newDates: "Pregunta por un concierto cerca de ti en la {contact}.",
    contactPage: "página de contacto",
    nothingOnSale: "Por ahora no hay boletos a la venta.",
    details: "Detalles del concierto",
    /** The words of each ticket state, in the show's row and on its page. */
    states: {
      buy: "A la venta",
      notYetOnSale: (day: string) => `A la venta el ${day}`,
      soldOut: "Agotado",
      cancelled: "Cancelado",
      postponed: "Pospuesto",
      over: "Concierto finalizado",
      noTicketLink: "Boletos muy pronto",
    },
    postponedNote: "Pospuesto: nueva fecha por anunciar",
    rescheduledNote: (previousDay: string) =>
      `Nueva fecha (antes: ${previousDay})`,
    priceFrom: (price: string) => `Desde ${price}`,
    /** A line of a show's calendar entry. */
    ticketsAt: (url: string) => `Compra tus boletos: ${url}`,
    times: (start: string, doors?: string) =>
      doors ? `Puertas ${doors} · Show ${start}` : `Show ${start}`,
    withSupport: (acts: string) => `Con ${acts}`,
    /** The show page */
    back: "Todas las fechas de la gira",
    whenHeading: "Cuándo",
    whereHeading: "Dónde",
    ticketsHeading: "Boletos",
    openMap: "Abrir en Mapas",
    addToCalendar: "Agregar al calendario",
    calendarFile: "(archivo .ics)",
    calendarName: (name: string) => `${name}: fechas de gira`,
    subscribeCalendar: "Suscríbete al calendario",
    downloadCalendar: "descárgalo (.ics)",
    calendarLinks: "{subscribe} o {download}",
    calendarFileName: "gira",
    pageTitle: (city: string, day: string) => `${city}, ${day}`,
    pageDescription: (name: string, venue: string, city: string, day: string) =>
      `${name} en vivo en ${venue}, ${city}, el ${day}: horarios, dirección, boletos y archivo para tu calendario.`,
  },
  media: {
    featuredLabel: "Video destacado",
    moreHeading: "Más videos",
    videoComingSoon: "Video próximamente",
    subscribe: "Suscríbete en YouTube",
    play: (title: string) => `Reproducir: ${title}`,
  },
  store: {
    addToCart: "Agregar al carrito",
    shopNow: "Compra ahora | Envíos a todo el mundo",
    /** A note under a product's button, by its availability. */
    availability: {
      inStock: undefined,
      limitedAvailability: "Quedan pocas piezas",
      preOrder: "Preventa: se envía el día del lanzamiento",
      soldOut: "Agotado",
    },
  },
  /** The contact form's notices: the region holding them and each one's close button. */
  notices: {
    /** Alt+T moves focus to the notices (react-toastify's shortcut). */
    label: "Notificaciones Alt+T",
    close: "Cerrar notificación",
  },
  /** Beside a button that waits for data (no store link yet, no channel yet). */
  comingSoon: "Próximamente",
  contact: {
    formHeading: "Envía un mensaje",
    allRequired: "Todos los campos son obligatorios.",
    name: "Nombre",
    email: "Correo electrónico",
    message: "Mensaje",
    send: "Enviar mensaje",
    sent: "¡Mensaje enviado! Te responderemos pronto.",
    sending: "Enviando…",
    notSent: (email: string) =>
      `Tu mensaje no se envió, pero sigue en el formulario. Inténtalo de nuevo en un momento o escríbenos a ${email}.`,
    timedOut: (email: string) =>
      `El servicio de mensajes no respondió a tiempo, así que tu mensaje sigue en el formulario. Inténtalo de nuevo o escríbenos a ${email}.`,
    /** The hidden field's label, for the rare person whose browser shows it. */
    honeypot: "Deja este campo vacío",
    privacy: "Cómo usamos lo que nos envías",
  },
  signup: {
    footerHeading: "Entérate primero",
    footerBody:
      "Música nueva, preventa de boletos y notas del estudio, directo a tu correo.",
    email: "Tu correo electrónico",
    join: "Suscribirme",
    sending: "Suscribiendo…",
    sent: "¡Ya casi! Revisa tu correo y confirma tu dirección para unirte.",
    invalid: "Escribe tu correo electrónico, como nombre@ejemplo.com.",
    notSent:
      "Tu suscripción no se completó, pero tu correo sigue en el formulario. Inténtalo de nuevo en un momento.",
    timedOut:
      "La lista de correo no respondió a tiempo, así que tu correo sigue en el formulario. Inténtalo de nuevo.",
    privacy: "Cómo usamos tu correo",
    honeypot: "Deja este campo vacío",
    tellMeWhen: "Avísame",
    tellMeWhenTickets: "Avísame cuando salgan a la venta los boletos:",
    tellMeWhenOut: "Avísame cuando salga:",
  },

  feed: {
    linkTitle: (name: string) => `${name}: noticias (Atom)`,
  },
  seo: {
    /** The home page's title: the artist's name and tagline. */
    homeTitle: (name: string, tagline: string) => `${name} | ${tagline}`,
    pageTitle: (page: string, name: string) => `${page} | ${name}`,
    shareImageAlt: (title: string, name: string) => `${title} — ${name}`,
    eventName: (name: string, city: string) => `${name} en vivo en ${city}`,
    eventDescription: (name: string, venue: string, city: string) =>
      `${name} en vivo en ${venue}, ${city}.`,
    pressContact: "prensa",
  },
  notFound: {
    title: "Página no encontrada",
    description:
      "Esta página no existe. Encuentra música, fechas de la gira, videos y mercancía oficial desde el inicio.",
    heading: "¡Uy! Página no encontrada",
    body: "La página que buscas cambió de lugar o nunca existió.",
    home: "Volver al inicio",
    log: (path: string) => `404: no hay ninguna página en ${path}`,
  },
  error: {
    heading: "¡Error inesperado en la aplicación!",
    body: "Algo salió mal al mostrar esta página.",
    home: "Volver al inicio",
  },
}
