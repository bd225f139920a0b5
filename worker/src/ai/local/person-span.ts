/**
 * @module A stretch of a dump whose requests are someone's (a chat line, a mail's body), as cleanup.ts marks them and
 * the readers it calls (chat-shorthand.ts) add to; its own module so that they need not import cleanup.ts back.
 */
export interface PersonSpan {
  start: number;
  end: number;
  /** The person the span's requests are for; null for the user ("me:", "I'll …"). */
  person: string | null;
  /** The others of a group ("Achieng and Kiprop: hold the baraza"). */
  also?: string[];
  /** The person wrote the message (or said the chat line) to the user, so its "me"/"us" is them ("could you send me…" →
   * "Send Ingrid…"), and on a request that names someone else only they stand, not the writer. */
  writer?: boolean;
  /** Set off inside a line before its request ("I'll ring them, Keisha can you…"): a clause ending before it is not its. */
  fromHere?: true;
  /** A relation said the line ("Dad: can you help me move the wardrobe?"): its "me" is them, though no person is on it. */
  kin?: string;
}
