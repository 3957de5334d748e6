/** What the asterisk of the month still running means, under a chart of its year (chartText.ts partialMonthLabels). */
export function PartialNote({ text, className }: { text: string | null; className?: string }) {
  return text ? (
    <p className={className} data-testid="partial-month-note">
      {text}
    </p>
  ) : null;
}
