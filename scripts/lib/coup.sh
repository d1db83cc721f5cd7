# coup.sh - what the measuring scripts of scripts/ share; sourced, not run.
#
#     . "$root/scripts/lib/coup.sh"
#     coup=$(find_coup NAME "$coup" "$root") || exit 2
#
# find_coup prints the coup executable to use: the one given (--coup), else
# build-release/coup, else build/coup, else `coup` on the PATH; without
# one, it says so as NAME and fails. It also fails, saying so, without
# python3, which every such script needs to read coup's JSON.
find_coup() {
    local name=$1 coup=$2 root=$3 c
    if [ -z "$coup" ]; then
        for c in "$root/build-release/coup" "$root/build/coup"; do
            [ -x "$c" ] && { coup=$c; break; }
        done
        [ -n "$coup" ] || coup=$(command -v coup || true)
    fi
    if [ -z "$coup" ] || [ ! -x "$coup" ]; then
        echo "$name: no coup executable (build one, or give --coup PATH)" >&2
        return 1
    fi
    command -v python3 > /dev/null || {
        echo "$name: python3 is needed to read coup's JSON" >&2
        return 1
    }
    printf '%s\n' "$coup"
}
