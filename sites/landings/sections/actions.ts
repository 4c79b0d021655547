/** The hero's and the closing band's actions, and which of them lead somewhere. */

export interface HeroAction {
  label: string
  href: string
  /** The secondary action: outlined instead of filled. */
  ghost?: boolean
  /**
   * For a link to a section of this landing (`#kelas`): whether that section is rendered (an empty
   * list section is not, see sections/Section.tsx `listShown`). False drops the action.
   */
  shown?: boolean
}

/** The actions that lead somewhere: a link to a section that is not rendered is left out. */
export const actionsShown = <A extends { href: string; shown?: boolean }>(actions: readonly A[]): A[] =>
  actions.filter((a) => a.shown !== false || !a.href.startsWith('#'))
