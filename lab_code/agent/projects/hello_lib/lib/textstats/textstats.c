#include "textstats.h"

#include <ctype.h>

struct text_stats text_stats_count(const char *text)
{
    struct text_stats s = {0, 0, 0};
    int in_word = 0;
    for (const char *p = text; *p; ++p) {
        s.chars++;
        if (*p == '\n')
            s.lines++;
        if (isspace((unsigned char)*p)) {
            in_word = 0;
        } else if (!in_word) {
            in_word = 1;
            s.words++;
        }
    }
    if (s.chars > 0 && text[s.chars - 1] != '\n')
        s.lines++; /* a last line without newline still counts */
    return s;
}

char text_stats_top_letter(const char *text)
{
    unsigned counts[26] = {0};
    for (const char *p = text; *p; ++p) {
        int c = tolower((unsigned char)*p);
        if (c >= 'a' && c <= 'z')
            counts[c - 'a']++;
    }
    int best = -1;
    for (int i = 0; i < 26; ++i)
        if (counts[i] > 0 && (best < 0 || counts[i] > counts[best]))
            best = i;
    return best < 0 ? 0 : (char)('a' + best);
}
