// Apart from en.ts and es.ts, so that only the privacy page's script carries these.
import type { Language } from "../lib/languages"

const en = {
  updated: (day: string) => `Last updated ${day}`,
  whoReceives: "Who receives it",
  mailingList: (service: string) =>
    `The mailing-list form sends your address and language to ${service}, the service that sends the emails.`,
  contactForm: (host: string) =>
    `The contact form sends your name, address and message to the form service at ${host}, which passes them on to the team.`,
  servicePolicy: (service: string) => `${service}'s privacy policy`,
  questions: "Questions",
  askPress: "Questions about your data? Write to {email}.",
  counting: "Counting visits",
  countingWho: (service: string, host: string) =>
    `To learn which pages are read and which links are followed, the site counts visits with ${service}, at ${host}. It sets no cookie and stores nothing in your browser, so no visit can be linked to you or to another visit.`,
  countingWhat:
    "What is counted: the page's address and language, the page or campaign link you came from, your screen's width, and clicks on links to streaming services, tickets, the store, downloads, videos, calendars and social networks, and a form being sent (never what you write in it).",
  countingPixel:
    "With JavaScript turned off, a visit is counted by a tiny image the page loads from the same service.",
  countingOptOut:
    "To be left out, turn on Global Privacy Control or Do Not Track in your browser's privacy settings: the site then counts nothing.",
}

const es: typeof en = {
  updated: day => `Última actualización: ${day}`,
  whoReceives: "Quién lo recibe",
  mailingList: service =>
    `El formulario de la lista de correo envía tu dirección y tu idioma a ${service}, el servicio que manda los correos.`,
  contactForm: host =>
    `El formulario de contacto envía tu nombre, tu dirección y tu mensaje al servicio de formularios en ${host}, que se los hace llegar al equipo.`,
  servicePolicy: service => `Política de privacidad de ${service}`,
  questions: "Preguntas",
  askPress: "¿Preguntas sobre tus datos? Escribe a {email}.",
  counting: "Conteo de visitas",
  countingWho: (service, host) =>
    `Para saber qué páginas se leen y qué enlaces se siguen, el sitio cuenta las visitas con ${service}, en ${host}. No usa cookies ni guarda nada en tu navegador, así que ninguna visita se puede vincular contigo ni con otra visita.`,
  countingWhat:
    "Lo que se cuenta: la dirección y el idioma de la página, la página o el enlace de campaña del que vienes, el ancho de tu pantalla, y los clics en enlaces a servicios de streaming, boletos, la tienda, descargas, videos, calendarios y redes sociales, y el envío de un formulario (nunca lo que escribes en él).",
  countingPixel:
    "Con JavaScript desactivado, la visita se cuenta con una imagen diminuta que la página carga del mismo servicio.",
  countingOptOut:
    "Para quedar fuera, activa Global Privacy Control o Do Not Track en la configuración de privacidad de tu navegador: el sitio entonces no cuenta nada.",
}

export const privacyStrings: Record<Language, typeof en> = { en, es }
