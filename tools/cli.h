/* cli.h: what the tools' command lines share: usage errors, options with a value, whole
 * numbers in a range and the solver time limit, checked the same way by every tool. */
#ifndef TV_CLI_H
#define TV_CLI_H

/* Prints "TOOL: msg arg" and "see TOOL --help" on stderr (one line naming the mistake, not
 * the whole help); returns status (the tool's exit status for bad usage). arg may be NULL;
 * usage is not printed (kept so that every tool calls it alike). */
int cli_usage_error(const char *tool, const char *usage, int status, const char *msg, const char *arg);
/* Whether argv[*i] is the option `name` ("--timeout") with a value, in either form:
 * "--timeout=5" or "--timeout 5" (then *i steps over the value). Returns 1 and sets *val
 * when it is; 0 when argv[*i] is another option; -1 when it is `name` alone as the last
 * argument (no value: a usage error). */
int cli_value(int argc, char **argv, int *i, const char *name, const char **val);
/* cli_value for each option of the NULL-terminated list names in turn: 1 with *name and
 * *val set when argv[*i] is one of them with a value, -1 (*name set) when it lacks the value,
 * 0 when it is none of them. */
int cli_value_of(int argc, char **argv, int *i, const char *const *names, const char **name, const char **val);
/* s as a decimal whole number from lo to hi, with no sign (a leading '-' would wrap); 0, or
 * 1 if it is not one (*out then unchanged). */
int cli_uint(const char *s, unsigned long lo, unsigned long hi, unsigned long *out);
/* s as a time limit in seconds, 0 to 1e6; 0, or 1 if it is not one (*out then unchanged). */
int cli_seconds(const char *s, double *out);

#endif
