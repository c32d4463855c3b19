import { formatProblems } from "../../src/lib/data/formatProblems"

/** Where the development server answers with the data check's problems, as JSON. */
export const DATA_CHECK_PATH = "/__data-check"

/** How often an open page asks again, in milliseconds. */
const POLL_MS = 1500

/**
 * For `npm run develop` only: a script each page runs that asks the development server for
 * the data check's result and, while data/ has problems, covers the page with them (the
 * same words as in the terminal), so an editor never reads a half-updated preview. When
 * the problems are fixed, the page reloads with the new content.
 */
export const devDataCheckScript = `(function(){
var shown=null;
function render(problems){
  if(!shown){shown=document.createElement("div");shown.id="data-problems";shown.setAttribute("role","alert");
  shown.style.cssText="position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:#120a1c;color:#fbf4ff;font:16px/1.5 system-ui,sans-serif;white-space:pre-wrap";
  document.body.appendChild(shown)}
  shown.textContent=problems;
}
function check(){
  fetch("${DATA_CHECK_PATH}",{cache:"no-store"}).then(function(response){return response.json()}).then(function(result){
    if(result.message){render(result.message)}else if(shown){location.reload()}
  }).catch(function(){}).then(function(){setTimeout(check,${POLL_MS})});
}
check();
})()`

/** The check's result for the page script: the terminal's message, or null when data/ is valid. */
export const devDataCheckResult = (problems: string[]) => ({
  message: problems.length > 0 ? formatProblems(problems) : null,
})
