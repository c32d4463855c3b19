// `npm run images`: the sample art, rendered from SVG so it is reproducible; editors replace it.
import { mkdir } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const images = path.join(root, "data", "images")

const stars = (count, width, height, seed) => {
  let state = seed
  const random = () => {
    state = (state * 16807) % 2147483647
    return state / 2147483647
  }
  return Array.from({ length: count }, () => {
    const x = Math.round(random() * width)
    const y = Math.round(random() * height * 0.6)
    const r = (random() * 2.2 + 0.6).toFixed(1)
    const o = (random() * 0.6 + 0.3).toFixed(2)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${o}"/>`
  }).join("")
}

const skyline = (width, base, seed) => {
  let state = seed
  const random = () => {
    state = (state * 48271) % 2147483647
    return state / 2147483647
  }
  let x = 0
  let d = `M0 ${base}`
  while (x < width) {
    const w = 40 + Math.round(random() * 90)
    const h = 80 + Math.round(random() * 260)
    d += ` L${x} ${base - h} L${x + w} ${base - h}`
    x += w
  }
  return `${d} L${width} ${base} Z`
}

const luzDeNeon = () => {
  const size = 1600
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#12062b"/>
      <stop offset="0.6" stop-color="#3b0d5c"/>
      <stop offset="1" stop-color="#6a1a6e"/>
    </linearGradient>
    <filter id="glow" x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation="28"/>
    </filter>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation="6"/>
    </filter>
  </defs>
  <rect width="${size}" height="${size}" fill="url(#sky)"/>
  ${stars(140, size, size, 7)}
  <circle cx="800" cy="700" r="430" fill="none" stroke="#ff2e88" stroke-width="90" filter="url(#glow)" opacity="0.9"/>
  <circle cx="800" cy="700" r="430" fill="none" stroke="#ff7ab8" stroke-width="34" filter="url(#soft)"/>
  <circle cx="800" cy="700" r="430" fill="none" stroke="#ffe3f1" stroke-width="10"/>
  <path d="${skyline(size, 1600, 11)}" fill="#07020f"/>
  <rect y="1480" width="${size}" height="120" fill="#07020f"/>
</svg>`
}

const corazonElectrico = () => {
  const size = 1600
  const heart =
    "M800 1300 C 520 1080 300 900 300 640 C 300 470 430 350 580 350 C 680 350 760 400 800 480 C 840 400 920 350 1020 350 C 1170 350 1300 470 1300 640 C 1300 900 1080 1080 800 1300 Z"
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0" stop-color="#f107a3"/>
      <stop offset="0.7" stop-color="#8a0d8f"/>
      <stop offset="1" stop-color="#3a0a5e"/>
    </radialGradient>
    <linearGradient id="heart" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#46e6ff"/>
      <stop offset="1" stop-color="#3156ff"/>
    </linearGradient>
    <filter id="glow" x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation="36"/>
    </filter>
  </defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  <path d="${heart}" fill="#46e6ff" filter="url(#glow)" opacity="0.7"/>
  <path d="${heart}" fill="url(#heart)"/>
  <path d="M860 330 L640 820 L800 820 L700 1330 L980 720 L820 720 L930 330 Z" fill="#fff7c2" stroke="#3a0a5e" stroke-width="14" stroke-linejoin="round"/>
</svg>`
}

const artistPhoto = () => {
  const width = 1600
  const height = 2000
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sunset" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2a0845"/>
      <stop offset="0.35" stop-color="#a4126b"/>
      <stop offset="0.62" stop-color="#ff5e3a"/>
      <stop offset="0.8" stop-color="#ffb347"/>
      <stop offset="1" stop-color="#ffd56b"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff4c9"/>
      <stop offset="0.6" stop-color="#ffd36b" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#ff8a3d" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sunset)"/>
  <circle cx="1050" cy="1250" r="420" fill="url(#sun)"/>
  <path d="M0 1560 C 300 1480 520 1520 800 1470 C 1100 1420 1350 1500 1600 1450 L1600 2000 L0 2000 Z" fill="#4a0e3f" opacity="0.85"/>
  <g fill="#14041c">
    <path d="M700 560 C 600 560 540 650 545 760 C 550 860 600 930 640 960 C 600 1000 560 1060 520 1160 C 470 1290 420 1420 260 1520 C 200 1560 160 1640 140 2000 L1300 2000 C 1280 1700 1240 1560 1120 1500 C 1000 1440 930 1380 900 1250 C 880 1150 860 1060 840 1010 C 900 960 950 880 950 770 C 950 640 850 560 700 560 Z"/>
    <path d="M650 520 C 520 540 470 660 480 780 C 490 900 470 1040 400 1150 C 480 1120 540 1060 570 980 C 560 880 560 760 600 680 C 650 600 740 580 820 610 C 900 640 950 700 960 760 C 990 680 960 560 860 520 C 800 500 720 505 650 520 Z"/>
    <ellipse cx="930" cy="800" rx="22" ry="34"/>
  </g>
  <circle cx="958" cy="860" r="9" fill="#ffd56b"/>
</svg>`
}

const livePhoto = () => {
  const width = 3000
  const height = 2000
  const beams = [
    [500, "#ff2e88"],
    [1100, "#4cc9f0"],
    [1900, "#ff2e88"],
    [2500, "#4cc9f0"],
  ]
    .map(
      ([x, colour]) =>
        `<path d="M${x} 0 L${x - 420} 1500 L${x + 420} 1500 Z" fill="${colour}" opacity="0.22" filter="url(#haze)"/>`,
    )
    .join("")
  const player = (x, scale) =>
    `<g transform="translate(${x} 1500) scale(${scale})"><ellipse cx="0" cy="-520" rx="62" ry="74"/><path d="M-150 0 C -160 -260 -120 -400 -40 -440 L40 -440 C 120 -400 160 -260 150 0 Z"/></g>`
  const hands = Array.from({ length: 26 }, (_, index) => {
    const x = 60 + index * 115 + ((index * 37) % 50)
    const top = 1640 + ((index * 53) % 140)
    return `<path d="M${x} 2000 L${x + 10} ${top + 60} C ${x + 4} ${top} ${x + 44} ${top - 6} ${x + 46} ${top + 50} L${x + 58} 2000 Z"/>`
  }).join("")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="room" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b0420"/>
      <stop offset="0.7" stop-color="#2b0b45"/>
      <stop offset="1" stop-color="#12051f"/>
    </linearGradient>
    <filter id="haze" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur stdDeviation="30"/>
    </filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#room)"/>
  ${beams}
  <rect y="1500" width="${width}" height="40" fill="#3a1450"/>
  <g fill="#07020f">
    ${player(700, 0.9)}${player(1180, 0.95)}${player(1500, 1.15)}${player(1830, 0.95)}${player(2300, 0.9)}
    <rect x="1320" y="1180" width="360" height="60" rx="8"/>
    ${hands}
  </g>
  <circle cx="1500" cy="420" r="90" fill="#fff4c9" opacity="0.55" filter="url(#haze)"/>
</svg>`
}

const studioPhoto = () => {
  const width = 2000
  const height = 2500
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d0b33"/>
      <stop offset="1" stop-color="#0a1a2e"/>
    </linearGradient>
    <filter id="neon" x="-30%" y="-30%" width="160%" height="160%">
      <feGaussianBlur stdDeviation="18"/>
    </filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#wall)"/>
  <g fill="none" stroke="#ff2e88" stroke-width="26" stroke-linecap="round">
    <path d="M420 420 L420 640 M420 420 L600 640 L600 420" filter="url(#neon)"/>
    <path d="M420 420 L420 640 M420 420 L600 640 L600 420"/>
    <circle cx="790" cy="530" r="110" filter="url(#neon)"/>
    <circle cx="790" cy="530" r="110"/>
  </g>
  <g fill="none" stroke="#4cc9f0" stroke-width="26" stroke-linecap="round">
    <path d="M960 420 L1060 640 L1160 420" filter="url(#neon)"/>
    <path d="M960 420 L1060 640 L1160 420"/>
    <path d="M1250 640 L1340 420 L1430 640 M1285 560 L1395 560"/>
  </g>
  <rect x="0" y="1900" width="${width}" height="600" fill="#07030d"/>
  <g fill="#0e0618">
    <path d="M980 900 C 880 900 820 990 826 1100 C 832 1200 880 1260 920 1290 C 860 1340 780 1420 740 1560 L700 1900 L1320 1900 L1280 1560 C 1240 1420 1160 1340 1090 1290 C 1140 1250 1180 1180 1180 1090 C 1180 970 1090 900 980 900 Z"/>
    <path d="M900 880 C 800 920 770 1040 790 1160 C 760 1260 740 1360 700 1440 C 820 1400 860 1300 870 1200 C 880 1080 930 980 1010 960 C 1080 950 1140 990 1170 1050 C 1180 960 1120 880 1040 860 C 990 850 940 860 900 880 Z"/>
  </g>
  <rect x="360" y="1820" width="1280" height="140" rx="14" fill="#1a1026"/>
  <g fill="#f4ecff">
    ${Array.from({ length: 24 }, (_, index) => `<rect x="${390 + index * 51}" y="1850" width="44" height="90" rx="4"/>`).join("")}
  </g>
  <g fill="#07030d">
    ${Array.from({ length: 24 }, (_, index) => ([0, 1, 3, 4, 5].includes(index % 7) ? `<rect x="${420 + index * 51}" y="1850" width="26" height="54" rx="3"/>` : "")).join("")}
  </g>
</svg>`
}

const productShot = (backdrop, item) => {
  const size = 1200
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <defs>
    <radialGradient id="backdrop" cx="0.5" cy="0.35" r="0.8">
      <stop offset="0" stop-color="${backdrop[0]}"/>
      <stop offset="1" stop-color="${backdrop[1]}"/>
    </radialGradient>
    <filter id="shadow" x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation="30"/>
    </filter>
  </defs>
  <rect width="${size}" height="${size}" fill="url(#backdrop)"/>
  <ellipse cx="600" cy="1040" rx="380" ry="50" fill="#000" opacity="0.35" filter="url(#shadow)"/>
  ${item}
</svg>`
}

const hoodie = () =>
  productShot(
    ["#3b1f4d", "#150a1f"],
    `<path d="M430 250 C 480 200 720 200 770 250 L960 330 C 1020 360 1050 420 1060 480 L1100 900 L960 920 L930 560 L930 1000 L270 1000 L270 560 L240 920 L100 900 L140 480 C 150 420 180 360 240 330 Z" fill="#111"/>
  <path d="M470 240 C 520 330 680 330 730 240 C 700 300 500 300 470 240 Z" fill="#2a2a2a"/>
  <circle cx="600" cy="560" r="120" fill="none" stroke="#ff2e88" stroke-width="26"/>
  <circle cx="600" cy="560" r="120" fill="none" stroke="#ffe3f1" stroke-width="6"/>
  <rect x="420" y="800" width="360" height="120" rx="20" fill="#1c1c1c"/>`,
  )

const pinSet = () =>
  productShot(
    ["#5a1240", "#1d0716"],
    `<g stroke="#e8c36a" stroke-width="14" stroke-linejoin="round">
    <path d="M330 760 C 200 660 150 580 150 500 C 150 420 210 370 280 370 C 320 370 350 390 370 420 C 390 390 420 370 460 370 C 530 370 590 420 590 500 C 590 580 540 660 330 760 Z" fill="#3156ff"/>
    <circle cx="810" cy="470" r="150" fill="#2a0845"/>
    <rect x="690" y="660" width="120" height="220" rx="60" fill="#ff7ab8"/>
  </g>
  <path d="M380 400 L300 580 L360 580 L320 740 L430 540 L370 540 L410 400 Z" fill="#fff7c2"/>
  <circle cx="810" cy="470" r="90" fill="none" stroke="#ff2e88" stroke-width="22"/>
  <rect x="735" y="860" width="30" height="110" fill="#e8c36a"/>`,
  )

const vinyl = () =>
  productShot(
    ["#2d0b3f", "#0d0414"],
    `<rect x="170" y="230" width="620" height="620" fill="#f107a3"/>
  <path d="M480 430 C 400 360 300 380 300 480 C 300 580 400 640 480 700 C 560 640 660 580 660 480 C 660 380 560 360 480 430 Z" fill="#46e6ff"/>
  <circle cx="720" cy="560" r="330" fill="#b0127f"/>
  <circle cx="720" cy="560" r="330" fill="none" stroke="#d94aa8" stroke-width="4" opacity="0.6"/>
  <circle cx="720" cy="560" r="250" fill="none" stroke="#d94aa8" stroke-width="3" opacity="0.5"/>
  <circle cx="720" cy="560" r="180" fill="none" stroke="#d94aa8" stroke-width="3" opacity="0.5"/>
  <circle cx="720" cy="560" r="100" fill="#fff7c2"/>
  <circle cx="720" cy="560" r="14" fill="#0d0414"/>`,
  )

const videoPoster = ({ top, bottom, glow, shape, seed }) => {
  const width = 1280
  const height = 720
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/>
      <stop offset="1" stop-color="${bottom}"/>
    </linearGradient>
    <filter id="glow" x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation="22"/>
    </filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  ${stars(90, width, height, seed)}
  <g fill="none" stroke="${glow}" stroke-width="40" filter="url(#glow)" opacity="0.9">${shape}</g>
  <g fill="none" stroke="#ffe3f1" stroke-width="8">${shape}</g>
  <path d="${skyline(width, height, seed + 4)}" fill="#07020f" opacity="0.92"/>
</svg>`
}

const neonVideo = () =>
  videoPoster({
    top: "#12062b",
    bottom: "#6a1a6e",
    glow: "#ff2e88",
    shape: '<circle cx="640" cy="300" r="190"/>',
    seed: 21,
  })

const behindTheScenes = () =>
  videoPoster({
    top: "#0b1630",
    bottom: "#3a1f5c",
    glow: "#ffa048",
    shape:
      '<rect x="470" y="170" width="340" height="240" rx="24"/><path d="M470 230 L810 230"/>',
    seed: 33,
  })

const liveSession = () =>
  videoPoster({
    top: "#1a0820",
    bottom: "#5c1431",
    glow: "#7ad7ff",
    shape: '<path d="M640 120 L640 420"/><circle cx="640" cy="150" r="48"/>',
    seed: 45,
  })

const outputs = [
  { file: "releases/luz-de-neon.jpg", svg: luzDeNeon },
  { file: "releases/corazon-electrico.jpg", svg: corazonElectrico },
  { file: "artist/nova-reyes.jpg", svg: artistPhoto },
  { file: "press/nova-reyes-live.jpg", svg: livePhoto },
  { file: "press/nova-reyes-studio.jpg", svg: studioPhoto },
  { file: "products/neon-tour-hoodie.jpg", svg: hoodie },
  { file: "products/corazon-enamel-pin-set.jpg", svg: pinSet },
  { file: "products/corazon-electrico-vinyl.jpg", svg: vinyl },
  { file: "videos/luz-de-neon-video.jpg", svg: neonVideo },
  { file: "videos/behind-the-scenes.jpg", svg: behindTheScenes },
  { file: "videos/live-session.jpg", svg: liveSession },
]

for (const { file, svg } of outputs) {
  const target = path.join(images, file)
  await mkdir(path.dirname(target), { recursive: true })
  const info = await sharp(Buffer.from(svg()))
    .jpeg({ quality: 86, mozjpeg: true })
    .toFile(target)
  console.log(
    `${file}: ${info.width}×${info.height}, ${Math.round(info.size / 1024)} KB`,
  )
}
