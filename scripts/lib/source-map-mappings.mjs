// A source map's `mappings` (base64 VLQ), decoded, for the scripts that weigh or profile modules of a build.
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's mappings: per generated line, segments [column, source index or -1, original line]. */
export function decodeMappings(mappings) {
  let source = 0;
  let original = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const fields = [];
        let value = 0;
        let shift = 0;
        for (const ch of segment) {
          const digit = BASE64.indexOf(ch);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        column += fields[0];
        if (fields.length < 4) return [column, -1, -1];
        source += fields[1];
        original += fields[2];
        return [column, source, original];
      });
  });
}
