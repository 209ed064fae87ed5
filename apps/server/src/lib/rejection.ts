/** A refused row of a file: its line (the header is line 1), the column at fault if one, and why. */
export interface Rejection {
  line: number;
  column: string | null;
  reason: string;
}
