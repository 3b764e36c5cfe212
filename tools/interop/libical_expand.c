/*
 * libical_expand: read .ics files with libical (the engine behind Evolution)
 * and print what libical makes of them, one line per finding, for
 * check_clients.py to compare with `semestercal explain`.
 *
 *   cc -o libical_expand libical_expand.c $(pkg-config --cflags --libs libical)
 *   libical_expand [--from YYYYMMDD] [--to YYYYMMDD] [--restrictions] FILE...
 *
 * Output, tab-separated, fields never contain tabs or newlines (escaped as \t, \n):
 *
 *   FILE   <path>
 *   WARN   <path> <what>     a parse problem: icalerrno after parsing, an
 *                            X-LIC-ERROR property libical inserted, a file
 *                            that is not exactly one VCALENDAR, a TZID that
 *                            names no VTIMEZONE of the file, a floating time
 *   RESTR  <path> <what>     with --restrictions: an RFC 5546 (iTIP METHOD)
 *                            restriction icalrestriction_check() reports
 *   OCC    <path> <uid> <recurrence-id in UTC or -> <start local> <end local>
 *          <zone> <start UTC> <end UTC> <status> <location>
 *
 * Occurrences come from icalcomponent_foreach_recurrence() on each master
 * VEVENT (RRULE, RDATE, EXDATE as libical applies them); a VEVENT with a
 * RECURRENCE-ID replaces the instance whose start equals it (compared in UTC),
 * and one matching no instance is listed too (as every client shows it).
 * Local times are in the zone of the event's own DTSTART, as libical resolved
 * its TZID (the file's VTIMEZONE first); <zone> is "<tzid>(file)",
 * "<tzid>(builtin)", "UTC" or "FLOATING". Times are YYYY-MM-DDTHH:MM:SS;
 * UTC times end in Z. A missing STATUS prints as NONE.
 *
 * Exit status: 0 when every file was read (warnings are printed, not fatal),
 * 2 when a file cannot be opened, 64 on a bad command line.
 */
#include <libical/ical.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct override {
    const char *uid;
    time_t recurid;            /* RECURRENCE-ID as UTC seconds */
    icalcomponent *event;
    int used;
};

struct context {
    const char *path;
    icalcomponent *root;
    struct override *overrides;
    size_t n_overrides;
    const char *uid;
    icaltimezone *zone;        /* the master's DTSTART zone */
};

/* Prints s with tab, CR, LF and backslash escaped. */
static void put_field(const char *s)
{
    if (s == NULL) {
        return;
    }
    for (; *s; s++) {
        switch (*s) {
        case '\t': fputs("\\t", stdout); break;
        case '\n': fputs("\\n", stdout); break;
        case '\r': fputs("\\r", stdout); break;
        case '\\': fputs("\\\\", stdout); break;
        default: putchar(*s);
        }
    }
}

static void warn(const char *path, const char *kind, const char *what, const char *detail)
{
    printf("%s\t", kind);
    put_field(path);
    putchar('\t');
    put_field(what);
    if (detail != NULL) {
        fputs(": ", stdout);
        put_field(detail);
    }
    putchar('\n');
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        return NULL;
    }
    size_t size = 0, cap = 65536;
    char *buf = malloc(cap + 1);
    size_t n;
    while (buf != NULL && (n = fread(buf + size, 1, cap - size, f)) > 0) {
        size += n;
        if (size == cap) {
            cap *= 2;
            char *bigger = realloc(buf, cap + 1);
            if (bigger == NULL) {
                free(buf);
            }
            buf = bigger;
        }
    }
    fclose(f);
    if (buf != NULL) {
        buf[size] = '\0';
    }
    return buf;
}

static void format_local(char *out, size_t size, struct icaltimetype t)
{
    snprintf(out, size, "%04d-%02d-%02dT%02d:%02d:%02d", t.year, t.month, t.day, t.hour, t.minute, t.second);
}

static void format_utc(char *out, size_t size, time_t t)
{
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(out, size, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

/* "<tzid>(file)" when the zone is one of the file's VTIMEZONEs, "(builtin)" otherwise. */
static void describe_zone(char *out, size_t size, icalcomponent *root, struct icaltimetype t)
{
    if (icaltime_is_utc(t)) {
        snprintf(out, size, "UTC");
    } else if (t.zone == NULL) {
        snprintf(out, size, "FLOATING");
    } else {
        const char *tzid = icaltimezone_get_tzid((icaltimezone *)t.zone);
        icaltimezone *from_file = tzid ? icalcomponent_get_timezone(root, tzid) : NULL;
        snprintf(out, size, "%s(%s)", tzid ? tzid : "?", from_file == t.zone ? "file" : "builtin");
    }
}

/* The UTC seconds of a DATE-TIME, in its own zone (floating: as UTC). */
static time_t utc_seconds(struct icaltimetype t)
{
    return icaltime_as_timet_with_zone(t, t.zone ? t.zone : icaltimezone_get_utc_timezone());
}

static void print_occurrence(struct context *ctx, icalcomponent *event, const char *recurid,
                             time_t start, time_t end, icaltimezone *zone)
{
    char start_local[32], end_local[32], start_utc[32], end_utc[32], zone_name[128];
    struct icaltimetype dtstart = icalcomponent_get_dtstart(event);
    struct icaltimetype local_start = icaltime_from_timet_with_zone(start, 0, zone);
    struct icaltimetype local_end = icaltime_from_timet_with_zone(end, 0, zone);
    format_local(start_local, sizeof start_local, local_start);
    format_local(end_local, sizeof end_local, local_end);
    format_utc(start_utc, sizeof start_utc, start);
    format_utc(end_utc, sizeof end_utc, end);
    describe_zone(zone_name, sizeof zone_name, ctx->root, dtstart);
    /* Look STATUS and LOCATION up only when present: the getters set icalerrno otherwise. */
    const char *status_text = NULL, *location = NULL;
    if (icalcomponent_get_first_property(event, ICAL_STATUS_PROPERTY) != NULL) {
        status_text = icalproperty_status_to_string(icalcomponent_get_status(event));
    }
    if (icalcomponent_get_first_property(event, ICAL_LOCATION_PROPERTY) != NULL) {
        location = icalcomponent_get_location(event);
    }

    fputs("OCC\t", stdout);
    put_field(ctx->path);
    putchar('\t');
    put_field(icalcomponent_get_uid(event));
    printf("\t%s\t%s\t%s\t", recurid, start_local, end_local);
    put_field(zone_name);
    printf("\t%s\t%s\t%s\t", start_utc, end_utc, status_text ? status_text : "NONE");
    put_field(location);
    putchar('\n');
}

/* An override's own start and end, in its own DTSTART zone. */
static void print_override(struct context *ctx, struct override *o)
{
    char recurid[32];
    struct icaltimetype dtstart = icalcomponent_get_dtstart(o->event);
    struct icaltimetype dtend = icalcomponent_get_dtend(o->event);
    format_utc(recurid, sizeof recurid, o->recurid);
    icaltimezone *zone = (icaltimezone *)(dtstart.zone ? dtstart.zone : icaltimezone_get_utc_timezone());
    print_occurrence(ctx, o->event, recurid, utc_seconds(dtstart), utc_seconds(dtend), zone);
}

static void on_instance(icalcomponent *event, struct icaltime_span *span, void *data)
{
    struct context *ctx = data;
    for (size_t i = 0; i < ctx->n_overrides; i++) {
        struct override *o = &ctx->overrides[i];
        if (o->recurid == span->start && strcmp(o->uid, ctx->uid) == 0) {
            o->used = 1;
            print_override(ctx, o);
            return;
        }
    }
    print_occurrence(ctx, event, "-", span->start, span->end, ctx->zone);
}

/* Reports every X-LIC-ERROR property libical inserted while parsing. */
static void report_xlic_errors(const char *path, const char *kind, icalcomponent *c)
{
    for (icalproperty *p = icalcomponent_get_first_property(c, ICAL_XLICERROR_PROPERTY); p != NULL;
         p = icalcomponent_get_next_property(c, ICAL_XLICERROR_PROPERTY)) {
        char what[256];
        snprintf(what, sizeof what, "X-LIC-ERROR in %s", icalcomponent_kind_to_string(icalcomponent_isa(c)));
        warn(path, kind, what, icalproperty_get_xlicerror(p));
    }
    for (icalcomponent *sub = icalcomponent_get_first_component(c, ICAL_ANY_COMPONENT); sub != NULL;
         sub = icalcomponent_get_next_component(c, ICAL_ANY_COMPONENT)) {
        report_xlic_errors(path, kind, sub);
    }
}

/*
 * A DATE-TIME property of an event with its TZID resolved the way libical does
 * (icalproperty_get_datetime_with_component: the file's VTIMEZONE). Warns when
 * the time is floating or its TZID names no VTIMEZONE of the file (then falls
 * back to libical's built-in zone of that name, as Evolution does).
 */
static struct icaltimetype property_time(const char *path, icalcomponent *root, icalcomponent *event,
                                         icalproperty_kind kind, const char *name)
{
    icalproperty *prop = icalcomponent_get_first_property(event, kind);
    if (prop == NULL) {
        return icaltime_null_time();
    }
    struct icaltimetype t = icalproperty_get_datetime_with_component(prop, event);
    if (icaltime_is_null_time(t) || t.is_date || icaltime_is_utc(t)) {
        return t;
    }
    char what[512];
    const char *uid = icalcomponent_get_uid(event);
    icalparameter *tzid_param = icalproperty_get_first_parameter(prop, ICAL_TZID_PARAMETER);
    const char *tzid = tzid_param ? icalparameter_get_tzid(tzid_param) : NULL;
    if (tzid == NULL) {
        snprintf(what, sizeof what, "%s of %s is a floating time", name, uid ? uid : "?");
        warn(path, "WARN", what, NULL);
    } else if (t.zone == NULL || icalcomponent_get_timezone(root, tzid) != t.zone) {
        snprintf(what, sizeof what, "%s of %s: TZID %s names no VTIMEZONE of the file", name, uid ? uid : "?", tzid);
        warn(path, "WARN", what, NULL);
        if (t.zone == NULL) {
            t.zone = icaltimezone_get_builtin_timezone_from_tzid(tzid);
            if (t.zone == NULL) {
                t.zone = icaltimezone_get_builtin_timezone(tzid);
            }
        }
    }
    return t;
}

static int expand_file(const char *path, struct icaltimetype from, struct icaltimetype to, int restrictions)
{
    char *text = read_file(path);
    if (text == NULL) {
        fprintf(stderr, "libical_expand: %s: %s\n", path, strerror(errno));
        return 2;
    }
    printf("FILE\t");
    put_field(path);
    putchar('\n');

    icalerror_clear_errno();
    icalcomponent *root = icalparser_parse_string(text);
    free(text);
    if (icalerrno != ICAL_NO_ERROR) {
        warn(path, "WARN", "icalerrno after parsing", icalerror_strerror(icalerrno));
    }
    if (root == NULL) {
        warn(path, "WARN", "libical parsed no component", NULL);
        return 0;
    }
    if (icalcomponent_isa(root) != ICAL_VCALENDAR_COMPONENT) {
        warn(path, "WARN", "the file is not one VCALENDAR but", icalcomponent_kind_to_string(icalcomponent_isa(root)));
    }
    report_xlic_errors(path, "WARN", root);

    struct context ctx = {.path = path, .root = root};
    size_t n_events = (size_t)icalcomponent_count_components(root, ICAL_VEVENT_COMPONENT);
    ctx.overrides = calloc(n_events + 1, sizeof *ctx.overrides);

    for (icalcomponent *e = icalcomponent_get_first_component(root, ICAL_VEVENT_COMPONENT); e != NULL;
         e = icalcomponent_get_next_component(root, ICAL_VEVENT_COMPONENT)) {
        property_time(path, root, e, ICAL_DTSTART_PROPERTY, "DTSTART");
        property_time(path, root, e, ICAL_DTEND_PROPERTY, "DTEND");
        if (icalcomponent_get_first_property(e, ICAL_RECURRENCEID_PROPERTY) != NULL) {
            /* icalcomponent_get_recurrenceid() ignores TZID: resolve it like DTSTART. */
            struct icaltimetype rid = property_time(path, root, e, ICAL_RECURRENCEID_PROPERTY, "RECURRENCE-ID");
            struct override *o = &ctx.overrides[ctx.n_overrides++];
            o->uid = icalcomponent_get_uid(e);
            o->recurid = utc_seconds(rid);
            o->event = e;
        }
    }

    for (icalcomponent *e = icalcomponent_get_first_component(root, ICAL_VEVENT_COMPONENT); e != NULL;
         e = icalcomponent_get_next_component(root, ICAL_VEVENT_COMPONENT)) {
        if (icalcomponent_get_first_property(e, ICAL_RECURRENCEID_PROPERTY) != NULL) {
            continue;
        }
        struct icaltimetype dtstart = icalcomponent_get_dtstart(e);
        ctx.uid = icalcomponent_get_uid(e);
        ctx.zone = (icaltimezone *)(dtstart.zone ? dtstart.zone : icaltimezone_get_utc_timezone());
        icalerror_clear_errno();
        icalcomponent_foreach_recurrence(e, from, to, on_instance, &ctx);
        if (icalerrno != ICAL_NO_ERROR) {
            char what[512];
            snprintf(what, sizeof what, "icalerrno after expanding %s", ctx.uid ? ctx.uid : "?");
            warn(path, "WARN", what, icalerror_strerror(icalerrno));
        }
    }
    for (size_t i = 0; i < ctx.n_overrides; i++) {
        if (!ctx.overrides[i].used) {
            print_override(&ctx, &ctx.overrides[i]);
        }
    }

    if (restrictions) {
        /* icalrestriction_check adds X-LIC-ERROR properties for every violation it finds. */
        icalcomponent *copy = icalcomponent_new_clone(root);
        icalrestriction_check(copy);
        report_xlic_errors(path, "RESTR", copy);
        icalcomponent_free(copy);
    }
    free(ctx.overrides);
    icalcomponent_free(root);
    return 0;
}

static int parse_day(const char *s, struct icaltimetype *out)
{
    int y, m, d;
    if (strlen(s) != 8 || sscanf(s, "%4d%2d%2d", &y, &m, &d) != 3) {
        return 0;
    }
    *out = icaltime_null_time();
    out->year = y;
    out->month = m;
    out->day = d;
    out->zone = icaltimezone_get_utc_timezone();
    return 1;
}

int main(int argc, char **argv)
{
    struct icaltimetype from, to;
    parse_day("20000101", &from);
    parse_day("20371231", &to);
    int restrictions = 0, status = 0, i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i++) {
        if (strcmp(argv[i], "--restrictions") == 0) {
            restrictions = 1;
        } else if (strcmp(argv[i], "--from") == 0 && i + 1 < argc && parse_day(argv[i + 1], &from)) {
            i++;
        } else if (strcmp(argv[i], "--to") == 0 && i + 1 < argc && parse_day(argv[i + 1], &to)) {
            i++;
        } else {
            fprintf(stderr, "usage: libical_expand [--from YYYYMMDD] [--to YYYYMMDD] [--restrictions] FILE...\n");
            return 64;
        }
    }
    icalerror_set_errors_are_fatal(0);
    for (; i < argc; i++) {
        int rc = expand_file(argv[i], from, to, restrictions);
        if (rc > status) {
            status = rc;
        }
    }
    fflush(stdout);
    return status;
}
