// Jest transform: the same Babel preset Gatsby builds with, plus TypeScript.
const babelOptions = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
}

module.exports = require("babel-jest").default.createTransformer(babelOptions)
