# man.cmake - writes the manual page coup(1) from the built binary's help.
#
#   cmake -DCOUP=path/to/coup -DOUT=path/to/coup.1 -P cmake/man.cmake
#
# The page is made at build time from `coup --help`, `coup --version` and
# `coup COMMAND --help` for every command that `coup --help` lists, so it
# cannot drift from what the program says. Only the exit status section
# and the pointers to the documentation are written here.
#
# The help texts follow one layout, which this script relies on:
#   usage: coup CMD ...      the synopsis, continued on indented lines
#   Text at column 0.        a paragraph (a lone "word:": a heading)
#     --opt ARG   text       an item: a tag, two or more blanks, its text
#                 more text  the item's text, continued (deeper indent)
#     other indented line    an example, kept as it is
# It is written in CMake so that building the page needs nothing but the
# tools that build the program.

cmake_minimum_required(VERSION 3.18)

if(NOT COUP OR NOT OUT)
    message(FATAL_ERROR "man.cmake: run as cmake -DCOUP=BIN -DOUT=FILE -P man.cmake")
endif()

# --------------------------------------------------------------- helpers

# Runs `coup ARGS...` and stores its standard output; any failure stops
# the build, since a page without a section would be silently incomplete.
function(coup_output var)
    execute_process(COMMAND "${COUP}" ${ARGN}
        OUTPUT_VARIABLE out
        ERROR_VARIABLE err
        RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "man.cmake: '${COUP} ${ARGN}' failed (${rc}): ${err}")
    endif()
    set(${var} "${out}" PARENT_SCOPE)
endfunction()

# Splits text into a list of lines. A CMake list is a string split at ';',
# and a ';' inside [...] does not split it: semicolons and brackets are
# therefore replaced by markers here and put back by coup_roff().
function(coup_lines text var)
    string(REPLACE ";" "@COUP_SEMI@" text "${text}")
    string(REPLACE "[" "@COUP_LB@" text "${text}")
    string(REPLACE "]" "@COUP_RB@" text "${text}")
    string(REGEX REPLACE "\n$" "" text "${text}")
    string(REPLACE "\n" ";" text "${text}")
    set(${var} "${text}" PARENT_SCOPE)
endfunction()

# One line of help text as roff: backslashes escaped, every '-' written
# \- (the help texts' dashes are option names, ranges, file names and
# compound words, all of which must copy and search as ASCII '-'), and a
# line that would start with a control character made safe.
function(coup_roff line var)
    string(REPLACE "@COUP_SEMI@" ";" line "${line}")
    string(REPLACE "@COUP_LB@" "[" line "${line}")
    string(REPLACE "@COUP_RB@" "]" line "${line}")
    string(REPLACE "\\" "\\e" line "${line}")
    string(REPLACE "-" "\\-" line "${line}")
    if(line MATCHES "^[.']")
        set(line "\\&${line}")
    endif()
    set(${var} "${line}" PARENT_SCOPE)
endfunction()

# The tag of an item: option names in bold, their argument in italics,
# an upper-case placeholder (BOT) in italics, any other word in bold.
function(coup_tag tag var)
    coup_roff("${tag}" tag)
    if(tag MATCHES "^(\\\\-[^ ]*) (.*)$")
        set(tag "\\fB${CMAKE_MATCH_1}\\fR \\fI${CMAKE_MATCH_2}\\fR")
    elseif(tag MATCHES "^[A-Z][A-Z0-9_]*$")
        set(tag "\\fI${tag}\\fR")
    else()
        set(tag "\\fB${tag}\\fR")
    endif()
    set(${var} "${tag}" PARENT_SCOPE)
endfunction()

# The body of one help text (everything after its usage lines) as roff.
function(coup_body lines var)
    set(roff "")
    set(mode none)              # none, para, item, pre
    foreach(line IN LISTS lines)
        if(line STREQUAL "" OR line MATCHES "^ +$")
            if(mode STREQUAL "pre")
                string(APPEND roff ".fi\n.RE\n")
            endif()
            set(mode none)
        elseif(line MATCHES "^[a-z]+:$" AND mode STREQUAL "none")
            coup_roff("${line}" text)
            string(APPEND roff ".SS \"${text}\"\n")
        elseif(line MATCHES "^[^ ]")
            if(mode STREQUAL "pre")
                string(APPEND roff ".fi\n.RE\n")
            endif()
            if(NOT mode STREQUAL "para")
                string(APPEND roff ".PP\n")
            endif()
            coup_roff("${line}" text)
            string(APPEND roff "${text}\n")
            set(mode para)
        elseif(line MATCHES "^   +([^ ].*)$" AND mode STREQUAL "item")
            coup_roff("${CMAKE_MATCH_1}" text)
            string(APPEND roff "${text}\n")
        elseif(line MATCHES "^  ([^ ]+( [^ ]+)?)   *([^ ].*)$")
            set(tag "${CMAKE_MATCH_1}")
            coup_roff("${CMAKE_MATCH_3}" text)
            if(mode STREQUAL "pre")
                string(APPEND roff ".fi\n.RE\n")
            endif()
            coup_tag("${tag}" tag)
            string(APPEND roff ".TP\n${tag}\n${text}\n")
            set(mode item)
        else()
            string(REGEX REPLACE "^ +" "" line "${line}")
            coup_roff("${line}" text)
            if(NOT mode STREQUAL "pre")
                string(APPEND roff ".RS\n.nf\n")
            endif()
            string(APPEND roff "${text}\n")
            set(mode pre)
        endif()
    endforeach()
    if(mode STREQUAL "pre")
        string(APPEND roff ".fi\n.RE\n")
    endif()
    set(${var} "${roff}" PARENT_SCOPE)
endfunction()

# A help text's usage lines (the first line and the indented ones after
# it) and the rest, as two lists.
function(coup_split_usage lines usage_var rest_var)
    set(usage "")
    set(rest "")
    set(in_usage TRUE)
    foreach(line IN LISTS lines)
        if(in_usage AND (NOT usage OR line MATCHES "^ +[^ ]"))
            string(REGEX REPLACE "^usage: +" "" line "${line}")
            string(REGEX REPLACE "^ +" "    " line "${line}")
            list(APPEND usage "${line}")
        else()
            set(in_usage FALSE)
            list(APPEND rest "${line}")
        endif()
    endforeach()
    set(${usage_var} "${usage}" PARENT_SCOPE)
    set(${rest_var} "${rest}" PARENT_SCOPE)
endfunction()

# ------------------------------------------------------------ top level

coup_output(version --version)
string(STRIP "${version}" version)
coup_output(top --help)
coup_lines("${top}" top_lines)

# `coup --help`: the usage, a description, "commands:" and one line per
# command ("  NAME  summary"), then closing paragraphs.
set(description "")
set(commands "")
set(summaries "")
set(closing "")
set(part head)
foreach(line IN LISTS top_lines)
    if(part STREQUAL "head" AND line MATCHES "^usage:")
        continue()
    elseif(line STREQUAL "commands:")
        set(part commands)
    elseif(part STREQUAL "commands" AND line MATCHES "^  ([a-z]+)  +(.*)$")
        list(APPEND commands "${CMAKE_MATCH_1}")
        coup_roff("${CMAKE_MATCH_2}" text)
        string(APPEND summaries ".TP\n.B ${CMAKE_MATCH_1}\n${text}\n")
    elseif(part STREQUAL "commands" AND NOT line STREQUAL "")
        set(part closing)
        list(APPEND closing "${line}")
    elseif(part STREQUAL "closing")
        list(APPEND closing "${line}")
    else()
        list(APPEND description "${line}")
    endif()
endforeach()
if(NOT commands)
    message(FATAL_ERROR "man.cmake: no commands found in '${COUP} --help'")
endif()

# The NAME line is the first sentence of the description.
set(name_line "")
foreach(line IN LISTS description)
    if(NOT line STREQUAL "")
        coup_roff("${line}" name_line)
        string(REGEX REPLACE "\\.$" "" name_line "${name_line}")
        break()
    endif()
endforeach()

string(REGEX MATCH "[0-9][0-9.]*" version_number "${version}")
set(man "")
string(APPEND man
    ".\\\" Generated at build time by cmake/man.cmake from `coup --help`\n"
    ".\\\" and `coup COMMAND --help`; edit the help texts, not this file.\n"
    ".TH COUP 1 \"\" \"coup ${version_number}\" \"User Commands\"\n"
    ".nh\n.ad l\n"
    ".SH NAME\n"
    "coup \\- ${name_line}\n"
    ".SH SYNOPSIS\n"
    ".B coup\n.I COMMAND\n.RI [ ARGS ...]\n.br\n"
    ".B coup\n.I COMMAND\n.B \\-\\-help\n.br\n"
    ".B coup \\-\\-help\n.br\n"
    ".B coup \\-\\-version\n"
    ".SH DESCRIPTION\n")
coup_body("${description}" roff)
string(APPEND man "${roff}")
coup_body("${closing}" roff)
string(APPEND man "${roff}")
string(APPEND man ".SH COMMANDS\n${summaries}")

# ------------------------------------------------------------- commands

foreach(cmd IN LISTS commands)
    coup_output(help ${cmd} --help)
    coup_lines("${help}" lines)
    coup_split_usage("${lines}" usage rest)
    string(APPEND man ".SH \"coup ${cmd}\"\n" ".nf\n")
    foreach(line IN LISTS usage)
        coup_roff("${line}" text)
        string(APPEND man "${text}\n")
    endforeach()
    string(APPEND man ".fi\n")
    coup_body("${rest}" roff)
    string(APPEND man "${roff}")
endforeach()

# ---------------------------------------------------------- by hand

string(APPEND man
    ".SH \"EXIT STATUS\"\n"
    ".TP\n.B 0\nsuccess\n"
    ".TP\n.B 1\n"
    "the command failed: a bad or illegal line in a game record, a file\n"
    "that cannot be read or written, output that could not be written\n"
    ".TP\n.B 2\n"
    "a command line that is not understood (the command's help follows)\n"
    ".TP\n.B 130\n"
    "interrupted (Ctrl\\-C) in \\fBcoup play\\fR or \\fBcoup arena\\fR,\n"
    "after saving the record or printing the results so far\n"
    ".SH \"SEE ALSO\"\n"
    "The rules (sections R1 to R19), the game record format and the engine\n"
    "protocol are in the project's documentation, installed with the program\n"
    "under \\fIshare/doc/coup/\\fR:\n"
    ".IR rules.md ,\n"
    ".IR record\\-format.md ,\n"
    ".IR protocol.md .\n"
    "The library is described by its headers,\n"
    ".IR <coup/coup.h> ,\n"
    ".IR <coup/record.h> ,\n"
    ".IR <coup/bots.h> ,\n"
    ".IR <coup/arena.h> ,\n"
    ".IR <coup/protocol.h> ,\n"
    ".IR <coup/text.h> \n"
    "and\n"
    ".IR <coup/rng.h> ;\n"
    "link with\n"
    ".B pkg\\-config \\-\\-cflags \\-\\-libs coup\n"
    "or CMake's\n"
    ".BR find_package(coup) .\n")

file(WRITE "${OUT}.tmp" "${man}")
file(RENAME "${OUT}.tmp" "${OUT}")
