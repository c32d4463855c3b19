export const twoDigits = (value: number) => String(value).padStart(2, "0")
