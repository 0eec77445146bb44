/** Decap's date field, one way for every collection: a day written YYYY-MM-DD, picked in UTC, with no time. */
export const dateWidget = {
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
  picker_utc: true,
} as const;
