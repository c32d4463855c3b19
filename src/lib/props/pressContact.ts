import type { PressContactRole } from "../data/dataSchema"

/** A person to write to, as the press page and the rider name them (data/press.json). */
export type PressContact = {
  role: PressContactRole
  name: string
  company?: string | null
  email: string
}
