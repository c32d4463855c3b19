import { formatProblems } from "../../src/lib/data/formatProblems"

export const DATA_CHECK_PATH = "/__data-check"

const POLL_MS = 1500

// Covers the page with the problems while data/ has some, so an editor never reads a
// half-updated preview, and reloads once they are fixed.
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

export const devDataCheckResult = (problems: string[]) => ({
  message: problems.length > 0 ? formatProblems(problems) : null,
})
