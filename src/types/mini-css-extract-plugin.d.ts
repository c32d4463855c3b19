// mini-css-extract-plugin 1.x (Gatsby's, which the visual editor's compilation uses too)
// ships no types; the part plugins/visual-editor/writeAdmin.ts uses.
declare module "mini-css-extract-plugin" {
  import type { Compiler, WebpackPluginInstance } from "webpack"

  export default class MiniCssExtractPlugin implements WebpackPluginInstance {
    constructor(options?: { filename?: string })
    apply(compiler: Compiler): void
    static loader: string
  }
}
