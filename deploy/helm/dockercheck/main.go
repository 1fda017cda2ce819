// Command dockercheck checks the repository's Dockerfile and .dockerignore
// without a Docker engine:
//
//   - parses the Dockerfile with BuildKit's own parser and instruction parser,
//     with BuildKit's build checks (the rules of `docker build --check`) on;
//   - project rules: several stages, COPY --from names an earlier stage, the
//     final stage has a HEALTHCHECK, a numeric non-root USER and an exec-form
//     ENTRYPOINT;
//   - computes the build context with the same .dockerignore matcher as
//     Docker (github.com/moby/patternmatcher), checks that every local COPY
//     source is in it, and with -out copies the context to a directory (to
//     replay the dependency install of the deps stage there).
//
// Usage: dockercheck -context DIR [-dockerfile FILE] [-out DIR]
package main

import (
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/moby/buildkit/frontend/dockerfile/instructions"
	"github.com/moby/buildkit/frontend/dockerfile/linter"
	"github.com/moby/buildkit/frontend/dockerfile/parser"
	"github.com/moby/patternmatcher"
	"github.com/moby/patternmatcher/ignorefile"
)

var problems []string

func problem(format string, args ...any) {
	problems = append(problems, fmt.Sprintf(format, args...))
}

func main() {
	contextDir := flag.String("context", ".", "build context directory")
	dockerfile := flag.String("dockerfile", "", "Dockerfile (default: CONTEXT/Dockerfile)")
	out := flag.String("out", "", "copy the build context to this directory")
	flag.Parse()
	if *dockerfile == "" {
		*dockerfile = filepath.Join(*contextDir, "Dockerfile")
	}

	stages := checkDockerfile(*dockerfile)
	files, size := buildContext(*contextDir, *out)
	fmt.Printf("dockercheck: build context: %d files, %.1f MiB\n", len(files), float64(size)/(1<<20))
	checkCopySources(stages, files)

	for _, p := range problems {
		fmt.Println("ERROR", p)
	}
	fmt.Printf("dockercheck: %d stage(s), %d problem(s)\n", len(stages), len(problems))
	if len(problems) > 0 {
		os.Exit(1)
	}
}

func checkDockerfile(name string) []instructions.Stage {
	f, err := os.Open(name)
	if err != nil {
		problem("%v", err)
		return nil
	}
	defer f.Close()
	res, err := parser.Parse(f)
	if err != nil {
		problem("%s: parse: %v", name, err)
		return nil
	}
	for _, w := range res.Warnings {
		problem("%s:%d: parser: %s", name, w.Location.Start.Line, w.Short)
	}
	lint := linter.New(&linter.Config{
		ExperimentalAll: true,
		Warn: func(rule, _, _, msg string, loc []parser.Range) {
			line := 0
			if len(loc) > 0 {
				line = loc[0].Start.Line
			}
			problem("%s:%d: build check %s: %s", name, line, rule, msg)
		},
	})
	stages, _, err := instructions.Parse(res.AST, lint)
	if err != nil {
		problem("%s: %v", name, err)
		return nil
	}
	if len(stages) < 2 {
		problem("%s: expected a multi-stage build, found %d stage(s)", name, len(stages))
	}
	seen := map[string]bool{}
	for i, st := range stages {
		for _, cmd := range st.Commands {
			if c, ok := cmd.(*instructions.CopyCommand); ok && c.From != "" {
				if !seen[strings.ToLower(c.From)] {
					problem("%s: stage %q: COPY --from=%s is not an earlier stage", name, st.Name, c.From)
				}
			}
		}
		seen[strings.ToLower(st.Name)] = true
		seen[strconv.Itoa(i)] = true
	}
	if len(stages) == 0 {
		return stages
	}
	final := stages[len(stages)-1]
	var user string
	var health, entrypoint bool
	for _, cmd := range final.Commands {
		switch c := cmd.(type) {
		case *instructions.UserCommand:
			user = c.User
		case *instructions.HealthCheckCommand:
			health = c.Health != nil && len(c.Health.Test) > 0 && c.Health.Test[0] != "NONE"
		case *instructions.EntrypointCommand:
			entrypoint = !c.PrependShell
		}
	}
	uid, _, _ := strings.Cut(user, ":")
	if n, err := strconv.Atoi(uid); err != nil || n == 0 {
		problem("%s: final stage: USER %q is not a numeric non-root uid (Kubernetes runAsNonRoot needs one)", name, user)
	}
	if !health {
		problem("%s: final stage has no HEALTHCHECK", name)
	}
	if !entrypoint {
		problem("%s: final stage has no exec-form ENTRYPOINT", name)
	}
	return stages
}

// buildContext walks dir like the Docker client: paths matched by
// .dockerignore are left out; a matched directory is only descended into when
// an exclusion ("!pattern") may re-include something below it.
func buildContext(dir, out string) (map[string]bool, int64) {
	var patterns []string
	if f, err := os.Open(filepath.Join(dir, ".dockerignore")); err == nil {
		patterns, err = ignorefile.ReadAll(f)
		f.Close()
		if err != nil {
			problem(".dockerignore: %v", err)
		}
	}
	pm, err := patternmatcher.New(patterns)
	if err != nil {
		problem(".dockerignore: %v", err)
		return nil, 0
	}
	var exclusions []string
	for _, p := range pm.Patterns() {
		if p.Exclusion() {
			exclusions = append(exclusions, p.String())
		}
	}
	files := map[string]bool{}
	var size int64
	parents := map[string]patternmatcher.MatchInfo{}
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if rel == "." {
			return nil
		}
		rel = filepath.ToSlash(rel)
		matched, info, err := pm.MatchesUsingParentResults(rel, parents[path.Dir(rel)])
		if err != nil {
			return err
		}
		if d.IsDir() {
			parents[rel] = info
			if matched && !mayReinclude(rel, exclusions) {
				return filepath.SkipDir
			}
			return nil
		}
		if matched {
			return nil
		}
		files[rel] = true
		if fi, err := d.Info(); err == nil {
			size += fi.Size()
		}
		if out != "" {
			return copyFile(p, filepath.Join(out, filepath.FromSlash(rel)), d)
		}
		return nil
	})
	if err != nil {
		problem("build context: %v", err)
	}
	return files, size
}

func mayReinclude(dir string, exclusions []string) bool {
	for _, e := range exclusions {
		if strings.HasPrefix(e, dir+"/") || strings.HasPrefix(e, "**") {
			return true
		}
	}
	return false
}

func copyFile(src, dst string, d fs.DirEntry) error {
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	if d.Type()&fs.ModeSymlink != 0 {
		target, err := os.Readlink(src)
		if err != nil {
			return err
		}
		return os.Symlink(target, dst)
	}
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	fi, err := in.Stat()
	if err != nil {
		return err
	}
	o, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, fi.Mode().Perm())
	if err != nil {
		return err
	}
	if _, err := io.Copy(o, in); err != nil {
		o.Close()
		return err
	}
	return o.Close()
}

// checkCopySources: every COPY/ADD source taken from the build context must
// be in it (after .dockerignore).
func checkCopySources(stages []instructions.Stage, files map[string]bool) {
	for _, st := range stages {
		for _, cmd := range st.Commands {
			var srcs []string
			switch c := cmd.(type) {
			case *instructions.CopyCommand:
				if c.From != "" || len(c.SourceContents) > 0 {
					continue
				}
				srcs = c.SourcePaths
			case *instructions.AddCommand:
				if len(c.SourceContents) > 0 {
					continue
				}
				srcs = c.SourcePaths
			default:
				continue
			}
			for _, s := range srcs {
				s = strings.TrimPrefix(path.Clean("/"+s), "/")
				if s == "" || s == "." {
					continue // the whole context
				}
				if !files[s] && !hasPrefix(files, s+"/") {
					problem("stage %q: COPY source %q is not in the build context (.dockerignore?)", st.Name, s)
				}
			}
		}
	}
}

func hasPrefix(files map[string]bool, prefix string) bool {
	for f := range files {
		if strings.HasPrefix(f, prefix) {
			return true
		}
	}
	return false
}
