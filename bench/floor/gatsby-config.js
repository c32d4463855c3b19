// The benchmark's floor: Gatsby on the site's design card, with nothing else added
// (bench/run.mjs builds and measures it). The card's styling system is part of any page
// built on it, so its runtime is the floor's cost, not a page's.
module.exports = {
  plugins: ["gatsby-plugin-styled-components"],
}
