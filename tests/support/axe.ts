import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/** The rules the site is held to: WCAG 2.2 A and AA, and axe's best practices. */
const TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22a",
  "wcag22aa",
  "best-practice",
]

/**
 * Every axe violation on the page as it stands, one line each with where it is.
 * Legacy mode runs axe in the page and in each same-origin frame and merges the results
 * here; the default opens a blank second page to merge them, which costs as much as the
 * check itself on a two-core machine. What legacy mode leaves out, frames from other
 * origins, the pages never have: the site loads nothing from another origin.
 * Only violations are read: axe skips gathering every passing and incomplete node.
 * (options() replaces what was set before it, so it comes first.)
 */
export const axeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze()
  return results.violations.map(
    violation =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map(node => node.target.join(" "))
        .join(", ")})`,
  )
}
