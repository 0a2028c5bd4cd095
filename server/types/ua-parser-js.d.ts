// ua-parser-js 1.x ships no types; this covers the part server/auth/user-agent.ts uses.
declare module 'ua-parser-js' {
  interface NameAndVersion {
    name?: string;
    version?: string;
    major?: string;
  }
  interface UAParserResult {
    ua: string;
    browser: NameAndVersion;
    os: NameAndVersion;
  }
  class UAParser {
    constructor(userAgent?: string);
    getResult(): UAParserResult;
  }
  export default UAParser;
}
