/**
 * The part of Decap CMS's browser API the content manager uses. Decap's bundle carries its
 * own React and its own Immutable.js; entries reach us as its Immutable maps, and what we
 * give back must be built from them (see `immutableLike`).
 */
import type { CmsConfig } from "./cmsConfig"

/** The methods of Immutable.js collections we call, on Decap's own instances. */
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
    /** The bundle's React `createElement`, for preview templates. */
    h?: (type: string, props: Record<string, unknown>) => unknown
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)

/**
 * A plain value as Immutable collections of the same library as `like`: objects as ordered
 * maps (which keep their keys in order, as the data files have them), arrays as lists.
 */
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
  if (isPlainObject(value)) {
    return Object.entries(value).reduce<ImmutableCollection>(
      (map, [key, inner]) => map.set(key, immutableLike(like, inner)),
      like.toOrderedMap().clear(),
    )
  }
  return value
}
