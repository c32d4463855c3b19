import * as z from "zod"

import { isRecord } from "./isRecord"
import {
  fieldHints,
  IMAGE_PATTERN,
  SLUG_PATTERN,
  type FieldHint,
  type ImageUse,
} from "./fields"

export const unwrapOptional = (schema: z.core.$ZodType): z.core.$ZodType =>
  schema instanceof z.ZodOptional || schema instanceof z.ZodNullable
    ? unwrapOptional(schema.unwrap())
    : schema

export const groupAt = (
  schema: z.core.$ZodType,
  path: readonly PropertyKey[],
): z.ZodObject | null => {
  const node = unwrapOptional(schema)
  const [step, ...rest] = path
  if (step === undefined) return node instanceof z.ZodObject ? node : null
  if (node instanceof z.ZodObject && typeof step === "string") {
    const field: z.core.$ZodType | undefined = node.shape[step]
    return field ? groupAt(field, rest) : null
  }
  if (node instanceof z.ZodArray && typeof step === "number") {
    return groupAt(node.element, rest)
  }
  return null
}

export const isTranslatedAt = (
  schema: z.core.$ZodType,
  path: readonly PropertyKey[],
) => {
  const group = groupAt(schema, path)
  const hint = group ? fieldHints.get(group) : undefined
  return hint !== undefined && "translated" in hint
}

export const valueAt = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (inner, step) =>
      isRecord(inner) || Array.isArray(inner)
        ? (inner as Record<PropertyKey, unknown>)[step]
        : undefined,
    value,
  )

/** Collects what `found` makes of each hinted field, else looks inside groups and lists. Values of
 * the wrong shape are skipped: the schema check reports them. */
const collectIn = <Found>(
  found: (
    hint: FieldHint,
    value: unknown,
    path: readonly PropertyKey[],
  ) => Found[] | undefined,
) => {
  const walk = (
    schema: z.core.$ZodType,
    value: unknown,
    path: readonly PropertyKey[] = [],
  ): Found[] => {
    const node = unwrapOptional(schema)
    const hint = fieldHints.get(node)
    const here = hint && found(hint, value, path)
    if (here) return here
    if (node instanceof z.ZodObject && isRecord(value)) {
      return Object.entries(node.shape).flatMap(([name, field]) =>
        walk(field, value[name], [...path, name]),
      )
    }
    if (node instanceof z.ZodArray && Array.isArray(value)) {
      return value.flatMap((item, index) =>
        walk(node.element, item, [...path, index]),
      )
    }
    return []
  }
  return walk
}

type NamedImage = {
  path: readonly PropertyKey[]
  file: string
  use: ImageUse
}

export const imagesIn = collectIn<NamedImage>((hint, value, path) => {
  if (!("image" in hint)) return undefined
  return typeof value === "string" && IMAGE_PATTERN.test(value)
    ? [{ path, file: value, use: hint.image }]
    : []
})

type NamedReference = {
  path: readonly PropertyKey[]
  slug: string
  /** The collection's folder ("releases") and what one entry is called ("release"). */
  collection: string
  noun: string
}

export const referencesIn = collectIn<NamedReference>((hint, value, path) => {
  if (!("reference" in hint)) return undefined
  return typeof value === "string" && SLUG_PATTERN.test(value)
    ? [{ path, slug: value, collection: hint.reference, noun: hint.noun }]
    : []
})
