// Webpack turns imported font files into their public URLs.
declare module "*.woff2" {
  const url: string
  export default url
}

// CSS Modules: Gatsby's css-loader exports each class as a named export, class names as
// written in camelCase (`dashesOnly`), so components read them as `styles.card`.
declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>
  export = classes
}
