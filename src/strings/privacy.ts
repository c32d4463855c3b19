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
}

export const privacyStrings: Record<Language, typeof en> = { en, es }
