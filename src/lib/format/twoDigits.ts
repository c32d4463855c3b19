/** 5 -> "05": months, days, minutes and seconds as clocks and calendars write them. */
export const twoDigits = (value: number) => String(value).padStart(2, "0")
