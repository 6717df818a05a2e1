/** The formData / schema property of a question: `q` and its dictionary id (unique within a group). */
export function questionKey(questionId: number): string {
  return `q${questionId}`;
}
