import type * as z from "zod"

import { isLanguage } from "../languages"
import { closestName, nearestNamesText } from "./closestName"
import { missingTranslation } from "./fields"
import { groupAt, isTranslatedAt, valueAt } from "./schemaShape"

const formatPath = (path: readonly PropertyKey[]) =>
  path.reduce<string>((shown, step) => {
    if (typeof step === "number") return `${shown} #${step + 1}`
    return shown ? `${shown} › ${String(step)}` : String(step)
  }, "")

/** "data/shows/lima.json › socials #1 › platform" */
export const locate = (file: string, path: readonly PropertyKey[]) =>
  [file, formatPath(path)].filter(Boolean).join(" › ")

const unknownField = (name: string, known: readonly string[]) => {
  const guess = closestName(name, known)
  return guess
    ? `unknown field, probably a typo: expected "${guess}", found "${name}"`
    : `unknown field: expected one of ${nearestNamesText(name, known)}, found "${name}"`
}

const messageOf = (issue: z.core.$ZodIssue, schema: z.ZodType, record: unknown) => {
  const language = issue.path.at(-1)
  const missing =
    isLanguage(language) &&
    valueAt(record, issue.path) === undefined &&
    isTranslatedAt(schema, issue.path.slice(0, -1))
  return missing ? missingTranslation(language) : issue.message
}

export const recordProblems = (
  file: string,
  schema: z.ZodType,
  record: unknown,
): string[] => {
  const result = schema.safeParse(record)
  if (result.success) return []
  const problems = result.error.issues.flatMap(issue => {
    if (issue.code !== "unrecognized_keys") {
      return [`${locate(file, issue.path)}: ${messageOf(issue, schema, record)}`]
    }
    const known = Object.keys(groupAt(schema, issue.path)?.shape ?? {})
    return issue.keys.map(
      name => `${locate(file, [...issue.path, name])}: ${unknownField(name, known)}`,
    )
  })
  // A value can break two checks of one rule (a shape and a range); say it once.
  return [...new Set(problems)]
}

/** The build would publish the entry at the wrong address. */
export const slugMismatch = (
  file: string,
  expectedSlug: string,
  found: string,
) =>
  `${locate(file, ["slug"])}: expected "${expectedSlug}", the file's name without .json, found "${found}" (rename the file or change the slug so they agree)`
