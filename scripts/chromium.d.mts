export declare const chromiumArgs: string[];
export declare function findChromium(): string | undefined;
export declare function chromiumPathOrExplain(): string;
export declare function findHeadlessShell(): string | undefined;
export declare function testChromiumPathOrExplain(): string;
