import { twoDigits } from "./twoDigits"

/** Minutes and seconds, "3:25": at least a second, at most 999:59. */
export const DURATION = /^(?!0+:00$)(\d{1,3}):([0-5]\d)$/

export const parseDuration = (text: string): number => {
  const match = DURATION.exec(text)
  if (!match) throw new Error(`Expected a duration as m:ss, found "${text}"`)
  return Number(match[1]) * 60 + Number(match[2])
}

/** 205 -> "3:25"; an hour or more -> "1:02:05". */
export const formatDuration = (seconds: number): string => {
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}`
    : `${minutes}:${twoDigits(rest)}`
}

/** ISO 8601, as structured data wants it: 205 -> "PT3M25S"; 3725 -> "PT1H2M5S". */
export const isoDuration = (seconds: number): string => {
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${
    rest || seconds === 0 ? `${rest}S` : ""
  }`
}

export const totalSeconds = (durations: readonly string[]) =>
  durations.reduce((sum, duration) => sum + parseDuration(duration), 0)
