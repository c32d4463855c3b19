// Jest transform for CSS Modules: exports each class the file declares under its own name
// (camelCase, as Gatsby's css-loader does with `dashesOnly`), so a component's
// `styles.card` is "card" in a test, and a class the file lacks is undefined.
const camelCase = name =>
  name.replace(/-+(\w)/g, (_, letter) => letter.toUpperCase())

module.exports = {
  process(source) {
    const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, "")
    // Declarations' values (`0.5rem`, `url(a.png)`) hold no selector.
    const selectors = withoutComments.replace(/\{[^{}]*\}/g, "{}")
    const names = [...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(match =>
      camelCase(match[1]),
    )
    const classes = Object.fromEntries(names.map(name => [name, name]))
    return {
      code: `module.exports = ${JSON.stringify({ __esModule: true, ...classes })}`,
    }
  },
}
