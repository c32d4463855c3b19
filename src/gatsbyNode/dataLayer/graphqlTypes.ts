import * as z from "zod"

import { dataSources, typeNameOf } from "../../lib/data/dataSchema"
import { fieldHints } from "../../lib/data/fields"
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../lib/languages"

export const LOCALIZED_DIRECTIVE = "localized"

type Definitions = Map<string, string>
type FieldType = { type: string; directive?: string }

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

const fieldType = (
  schema: z.core.$ZodType,
  name: string,
  definitions: Definitions,
): FieldType => {
  const hint = fieldHints.get(schema)
  if (hint && "translated" in hint && schema instanceof z.ZodObject) {
    // Every language follows one rule, so the field's type is any one language's.
    const member: z.core.$ZodType = schema.shape[DEFAULT_LANGUAGE]
    const resolved = fieldType(member, name, definitions)
    if (resolved.directive) {
      throw new Error(
        `The data schema's translated field ${name} holds values GraphQL must resolve`,
      )
    }
    return { type: resolved.type, directive: `@${LOCALIZED_DIRECTIVE}` }
  }
  if (hint && "graphql" in hint)
    return { type: "Date", directive: "@dateformat" }
  if (hint && "image" in hint) {
    return { type: "File", directive: '@link(by: "relativePath")' }
  }
  if (hint && "reference" in hint) {
    return { type: typeNameOf(hint.reference), directive: '@link(by: "slug")' }
  }
  if (schema instanceof z.ZodString) return { type: "String" }
  if (schema instanceof z.ZodNumber) return { type: "Float" }
  if (schema instanceof z.ZodBoolean) return { type: "Boolean" }
  if (schema instanceof z.ZodEnum) {
    // A closed set whose values are not GraphQL names ("en-US") stays a string.
    if (!schema.options.every(value => GRAPHQL_NAME.test(String(value)))) {
      return { type: "String" }
    }
    const type = z.globalRegistry.get(schema)?.id
    if (!type) throw new Error("A closed set in the data schema needs an id")
    definitions.set(type, `enum ${type} {\n  ${schema.options.join("\n  ")}\n}`)
    return { type }
  }
  if (schema instanceof z.ZodArray) {
    const item = fieldType(schema.element, name, definitions)
    if (item.directive) {
      throw new Error(
        `The data schema's list ${name} holds values GraphQL must resolve one by one`,
      )
    }
    return { type: `[${item.type}!]` }
  }
  if (schema instanceof z.ZodObject) {
    objectType(schema, name, false, definitions)
    return { type: name }
  }
  throw new Error(
    `The data schema's field ${name} has a kind GraphQL cannot hold`,
  )
}

const objectType = (
  schema: z.ZodObject,
  type: string,
  isNode: boolean,
  definitions: Definitions,
) => {
  const fields = Object.entries(schema.shape).map(([field, value]) => {
    const optional = value instanceof z.ZodOptional
    const inner: z.core.$ZodType = optional ? value.unwrap() : value
    const resolved = fieldType(inner, `${type}${pascal(field)}`, definitions)
    const directive = resolved.directive ? ` ${resolved.directive}` : ""
    return `  ${field}: ${resolved.type}${optional ? "" : "!"}${directive}`
  })
  definitions.set(
    type,
    `type ${type}${isNode ? " implements Node" : ""} @dontInfer {\n${fields.join("\n")}\n}`,
  )
}

// Nothing is inferred: a field an editor leaves out never changes the schema, and optional fields
// (a coming-soon release has no cover) are nullable on purpose.
export const graphqlTypeDefs = () => {
  const definitions: Definitions = new Map()
  definitions.set("Language", `enum Language {\n  ${LANGUAGES.join("\n  ")}\n}`)
  for (const source of dataSources) {
    if (!(source.schema instanceof z.ZodObject)) {
      throw new Error(`data/${source.name} must be a group of fields`)
    }
    objectType(source.schema, typeNameOf(source.name), true, definitions)
  }
  return [...definitions.values()].join("\n\n")
}
