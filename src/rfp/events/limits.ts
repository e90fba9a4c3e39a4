/**
 * An RFP event's limits, named in the messages that refuse more (decision 140). Apart from the
 * event's schemas: the vendor's answer form reads them in the browser, where zod must not go (its
 * eval check trips the page's script policy, and it would be most of what the form downloads).
 */
export const LIMITS = {
  questions: 2000,
  vendors: 20,
  questionLength: 2000,
  answerLength: 10_000,
  choices: 20,
  titleLength: 200,
  clarificationLength: 2000,
  reasonLength: 2000,
  fileBytes: 25 * 1024 * 1024,
  filesPerAnswer: 5,
  /** Vendors may ask until this long before the deadline. */
  clarificationCutoffHours: 48,
} as const;

/** A size in megabytes, as limits are named (`8 MB`). */
export const megabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;
