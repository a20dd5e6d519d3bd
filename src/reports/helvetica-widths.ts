/**
 * Advance widths (per 1000 em) of the two standard fonts the lists use, for WinAnsi codes 32 to
 * 255 in order (Adobe's Helvetica AFM metrics; 0 where WinAnsi has no character). The viewer
 * brings the fonts themselves: the PDF only needs the widths to wrap and align text. Each width
 * is two base-36 digits, so the tables stay a few hundred bytes.
 */
const widths = (digits: string) =>
  Array.from({ length: digits.length / 2 }, (_, i) => Number.parseInt(digits.slice(2 * i, 2 * i + 2), 36));

export const HELVETICA_WIDTHS = widths(
  '7q7q9vfgfgopij5b9999atg87q997q7qfgfgfgfgfgfgfgfgfgfg7q7qg8g8g8fgs7ijijk2k2ijgzlmk27qdwijfgn5k2lm' +
    'ijlmk2ijgzk2ijq8ijijgz7q7q7qd1fg99fgfgdwfgfg7qfgfg6666dw66n5fgfgfgfg99dw7qfgdwk2dwdwdw9a789ag800' +
    'fg0066fg99rsfgfg99rsij99rs00gz0000666699999qfgrs99rsdw99q800dwdw7q99fgfgfgfg78fg99khaafgg899kh99' +
    'b4g8999999fgex7q9999a5fgn6n6n6gzijijijijijijrsk2ijijijij7q7q7q7qk2k2lmlmlmlmlmg8lmk2k2k2k2ijijgz' +
    'fgfgfgfgfgfgopdwfgfgfgfg7q7q7q7qfgfgfgfgfgfgfgg8gzfgfgfgfgdwfgdw',
);

export const HELVETICA_BOLD_WIDTHS = widths(
  '7q99d6fgfgopk26m9999atg87q997q7qfgfgfgfgfgfgfgfgfgfg9999g8g8g8gzr3k2k2k2k2ijgzlmk27qfgk2gzn5k2lm' +
    'ijlmk2ijgzk2ijq8ijijgz997q99g8fg99fggzfggzfg99gzgz7q7qfg7qopgzgzgzgzatfg99gzfglmfgfgdwat7satg800' +
    'fg007qfgdwrsfgfg99rsij99rs00gz00007q7qdwdw9qfgrs99rsfg99q800dwfg7q99fgfgfgfg7sfg99khaafgg899kh99' +
    'b4g8999999gzfg7q9999a5fgn6n6n6gzk2k2k2k2k2k2rsk2ijijijij7q7q7q7qk2k2lmlmlmlmlmg8lmk2k2k2k2ijijgz' +
    'fgfgfgfgfgfgopfgfgfgfgfg7q7q7q7qgzgzgzgzgzgzgzg8gzgzgzgzgzfggzfg',
);
