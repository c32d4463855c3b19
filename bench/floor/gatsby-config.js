// The benchmark's floor: Gatsby with nothing added (bench/run.mjs builds and measures it).
module.exports = {}
