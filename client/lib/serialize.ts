/**
 * JSON that is safe inside an HTML <script> element: no `</script>` breakout, no HTML comment
 * opener, and no U+2028/U+2029 line terminators. The escapes are valid JSON, so JSON.parse reads it back.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
