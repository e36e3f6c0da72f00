"""The agent loop: one question in, one verified, cited Answer (or a refusal) out.

route -> prefetch evidence -> refuse early if there is none (the model is never called) -> let the
engine call tools for up to max_turns -> verify the draft (citations, groundedness) -> one retry with
the problems as feedback -> else an extractive answer from the context.
"""

from collections.abc import Callable

from tally.agent.answer import Answer
from tally.agent.engine import Engine
from tally.agent.question_guard import check_question, sql_text_route
from tally.agent.route_evidence import decide as route_by_evidence
from tally.agent.router import Route, Router, tool_plan
from tally.agent.run_state import Run
from tally.agent.tools_catalog import build_registry
from tally.agent.verify import looks_like_refusal
from tally.ingest.errors import ToolInputError
from tally.ingest.settings import Settings
from tally.tools.deps import Deps
from tally.tools.registry import ToolRegistry


def final_route(question: str, deps: Deps, router: Router) -> Route:
    """The route a question takes: SQL text as such, else the cue router's choice checked against the
    evidence the stores hold (agent/route_evidence.py)."""
    return sql_text_route(question) or route_by_evidence(router.route(question), question, deps)


def run_question(
    question: str,
    deps: Deps,
    engine: Engine,
    *,
    settings: Settings,
    on_delta: Callable[[str], None] | None = None,
    id: str | None = None,  # noqa: A002  (the contract's field name)
    router: Router | None = None,
    registry: ToolRegistry | None = None,
    route: Route | None = None,
) -> Answer:
    """`route`: the question's final route when the caller already took it (to pick the engine by intent)."""
    check_question(question, settings)
    run = Run(question.strip(), deps, engine, settings, registry or build_registry(), id)
    if route is None:
        with run.timed("route"):
            route = final_route(run.question, deps, router or Router(deps.embedder, settings))
    run.route = route
    if route.intent == "out_of_scope":
        return run.refuse(f"out of scope ({route.reason})")
    plan = tool_plan(route.intent)

    # Evidence first: screen/concept questions are searched (aggregates get the table list) by the
    # loop itself, so a question the documents cannot answer is refused without calling the model.
    if plan.prefetch:
        with run.timed("prefetch"):
            first = run.prefetch(plan)
        if not first.ok:
            return run.refuse(f"the loop's {first.call.name} call failed: {first.content}")
        if plan.prefetch == "search_documents" and not first.numbers:
            return run.refuse("no passage scored above the similarity floor")
        if plan.prefetch == "list_tables" and not first.result.tables:
            return run.refuse("no table is visible to the caller")

    state = run.new_state(route, plan, on_delta)
    retried = False
    while state.turn < settings.max_turns + retried:
        step = run.step(state, plan, plan.forced_tool if state.turn == 0 else None)
        state.turn += 1
        if step.tool_calls:
            for call in step.tool_calls:
                run.execute(call, turn=state.turn)
            continue
        draft = (step.answer or "").strip()
        if not run.has_evidence(route.intent):
            return run.refuse("no tool produced evidence")
        if looks_like_refusal(draft):
            return run.refuse("the engine found no answer in the context")
        problems = run.verify(draft)
        if not problems:
            return run.answered(draft)
        run.problems.extend(problems)
        if retried:
            return run.fallback([])
        retried = True
        state.feedback = run.feedback(draft, problems)
    if not run.has_evidence(route.intent):
        return run.refuse(f"max_turns ({settings.max_turns}) reached without evidence")
    return run.fallback([f"max_turns ({settings.max_turns}) reached without a final answer"], outcome="max_turns")
