// Decap's bundle carries its own React and Immutable.js: entries reach us as its Immutable maps,
// and what we give back must be built from them (immutableLike).
import { isRecord } from "../../src/lib/data/isRecord"
import type { CmsConfig } from "./cmsConfig"

export type ImmutableCollection = {
  get(key: string | number): unknown
  set(key: string | number, value: unknown): ImmutableCollection
  push(...values: unknown[]): ImmutableCollection
  clear(): ImmutableCollection
  toJS(): unknown
  toOrderedMap(): ImmutableCollection
  toList(): ImmutableCollection
}

type PreSaveHandler = (event: {
  entry: ImmutableCollection
}) => ImmutableCollection | undefined

export type Decap = {
  init(options: { config: CmsConfig }): void
  registerEventListener(listener: {
    name: "preSave"
    handler: PreSaveHandler
  }): void
  registerPreviewTemplate(name: string, component: unknown): void
  registerPreviewStyle(style: string, options?: { raw: boolean }): void
}

declare global {
  interface Window {
    /** Set before Decap's bundle runs, so that it waits for `CMS.init`. */
    CMS_MANUAL_INIT?: boolean
    CMS?: Decap
    h?: (type: string, props: Record<string, unknown>) => unknown
  }
}

// Ordered maps keep the keys in the data files' order.
export const immutableLike = (
  like: ImmutableCollection,
  value: unknown,
): unknown => {
  if (Array.isArray(value)) {
    return like
      .toList()
      .clear()
      .push(...value.map(item => immutableLike(like, item)))
  }
  if (isRecord(value)) {
    return Object.entries(value).reduce<ImmutableCollection>(
      (map, [key, inner]) => map.set(key, immutableLike(like, inner)),
      like.toOrderedMap().clear(),
    )
  }
  return value
}
