import type { PressContactRole } from "../data/dataSchema"

export type PressContact = {
  role: PressContactRole
  name: string
  company?: string | null
  email: string
}
