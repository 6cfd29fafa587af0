/* cli.h: what the tools' command lines share: whole numbers in a range and the solver time
 * limit, checked the same way by every tool. */
#ifndef TV_CLI_H
#define TV_CLI_H

/* Prints "TOOL: msg arg" and the usage text on stderr; returns status (the tool's exit
 * status for bad usage). arg may be NULL. */
int cli_usage_error(const char *tool, const char *usage, int status, const char *msg, const char *arg);
/* s as a decimal whole number from lo to hi, with no sign (a leading '-' would wrap); 0, or
 * 1 if it is not one (*out then unchanged). */
int cli_uint(const char *s, unsigned long lo, unsigned long hi, unsigned long *out);
/* s as a time limit in seconds, 0 to 1e6; 0, or 1 if it is not one (*out then unchanged). */
int cli_seconds(const char *s, double *out);

#endif
