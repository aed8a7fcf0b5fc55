export const id = 5952;
export const ids = [5952];
export const modules = {

/***/ 65952:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createAuthenticator: () => (/* binding */ createAuthenticator),
  fromRelay: () => (/* binding */ fromRelay)
});

// EXTERNAL MODULE: ./node_modules/mailauth/lib/dkim/verify.js
var verify = __webpack_require__(52308);
// EXTERNAL MODULE: ./node_modules/mailauth/lib/dmarc/index.js
var dmarc = __webpack_require__(49659);
// EXTERNAL MODULE: ./node_modules/mailauth/lib/spf/index.js
var spf = __webpack_require__(44697);
// EXTERNAL MODULE: ./node_modules/tldts/dist/cjs/index.js
var cjs = __webpack_require__(20935);
;// CONCATENATED MODULE: ./build/service/mail/auth-rules.js

/**
 * Where mailauth's answers and the RFCs part ways, the RFCs decide: what a DKIM signature that
 * mailauth calls "neutral" really is, and DMARC alignment and policy (mailauth matches strict
 * alignment by organizational domain, and applies a policy it cannot read).
 */
/**
 * A signature mailauth sets aside as "neutral", by its comment, as RFC 6376 6.1 reads it: a body
 * hash that does not match or an expired signature does not verify (PERMFAIL); a key that is not
 * published or not usable cannot be checked (permerror). Other neutral answers stay neutral.
 */
function dkimOutcome(result, comment) {
    if (result !== "neutral")
        return { result, reason: null };
    switch (comment) {
        case "body hash did not verify":
            return { result: "fail", reason: "the body changed after signing" };
        case "expired":
            return { result: "fail", reason: "the signature has expired" };
        case "invalid expiration":
            return { result: "fail", reason: "its expiry lies before its signing time" };
        case "no key":
            return { result: "permerror", reason: "no key is published for it" };
        case "unknown key version":
        case "unknown key type":
        case "invalid public key":
            return { result: "permerror", reason: "its published key cannot be used" };
        default:
            return { result, reason: null };
    }
}
const ORGANIZATIONAL = { allowIcannDomains: true, allowPrivateDomains: true };
const normal = (domain) => domain.toLowerCase().replace(/\.$/, "");
const organizational = (domain) => (0,cjs/* getDomain */.FB)(domain, ORGANIZATIONAL) ?? domain;
/** RFC 7489 3.1: strict alignment wants the very name; relaxed, the same organizational domain. */
function aligns(fromDomain, domain, strict) {
    const from = normal(fromDomain);
    const other = normal(domain);
    return strict ? from === other : organizational(from) === organizational(other);
}
const POLICIES = new Set(["none", "quarantine", "reject"]);
/**
 * The DMARC verdict of a From domain under the record found for it (RFC 7489 6.6): pass when
 * SPF's or a passing signature's domain aligns as the record's adkim/aspf say; a record without a
 * readable policy cannot be used (permerror: 6.6.3 applies no DMARC processing), so no policy
 * applies to it.
 */
function judgeDmarc(fromDomain, found, spfDomains, dkimDomains) {
    const tags = new Map(found.record.split(";").map((tag) => {
        const equals = tag.indexOf("=");
        return [
            tag.slice(0, equals).trim().toLowerCase(),
            tag
                .slice(equals + 1)
                .trim()
                .toLowerCase(),
        ];
    }));
    let policy = found.policy?.trim().toLowerCase();
    if (!policy || !POLICIES.has(policy)) {
        // 6.6.3 step 6: without a valid policy, a record with a reporting address acts as p=none;
        // any other applies no DMARC processing (it cannot be used).
        if (!tags.get("rua"))
            return { result: "permerror", reason: "the record has no valid policy (p=)" };
        policy = "none";
    }
    const strictSpf = tags.get("aspf") === "s";
    const strictDkim = tags.get("adkim") === "s";
    const aligned = spfDomains.some((domain) => aligns(fromDomain, domain, strictSpf)) ||
        dkimDomains.some((domain) => aligns(fromDomain, domain, strictDkim));
    return { result: aligned ? "pass" : "fail", reason: `policy ${policy}` };
}
//# sourceMappingURL=auth-rules.js.map
// EXTERNAL MODULE: ./build/service/mail/dns.js
var dns = __webpack_require__(43941);
;// CONCATENATED MODULE: ./build/service/mail/authenticate.js





/**
 * mailauth's three verifiers, imported one by one: its top-level module also loads ARC, BIMI and
 * an HTTP client, which these verdicts never use (about 20 MB per thread). Static imports, so
 * that the bundle carries them. Typed by what this module reads of their answers.
 */
const mailauth = {
    dkimVerify: verify.dkimVerify,
    spf: spf.spf,
    dmarc: dmarc.dmarc,
};
const RESULTS = new Set([
    "pass",
    "fail",
    "softfail",
    "neutral",
    "none",
    "temperror",
    "permerror",
    "policy",
]);
const resultOf = (value) => RESULTS.has(value) ? value : "permerror";
const verdict = (result, domain = null, reason = null) => ({
    result,
    domain: domain ? domain.toLowerCase().slice(0, 253) : null,
    reason,
});
/** A domain from an address or a domain (for details that may name only a domain). */
function domainOf(value) {
    if (!value)
        return null;
    const at = value.lastIndexOf("@");
    const domain = (at === -1 ? value : value.slice(at + 1)).replace(/[<>\s]/g, "").toLowerCase();
    return /^[a-z0-9.-]+$/.test(domain) ? domain : null;
}
/** IPv4 clients arrive as ::ffff:127.0.0.1 on a dual-stack socket; SPF wants the IPv4 form. */
const plainIp = (ip) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
/** How long one message's verdicts may take, whatever DNS does. */
const budgetOf = (settings) => settings.timeoutMs * 4 + 500;
function createAuthenticator(settings) {
    const resolver = (0,dns/* createDnsResolver */.cO)(settings);
    return async (raw, envelope) => {
        if (settings.trustedRelay)
            return fromRelay(raw, settings.trustedRelay);
        let timer;
        const overrun = new Promise((resolve) => {
            timer = setTimeout(() => {
                const late = verdict("temperror", null, "the DNS lookups took too long");
                resolve({ spf: late, dkim: late, dmarc: late, by: "proofbox" });
            }, budgetOf(settings));
        });
        try {
            return await Promise.race([authenticate_verify(raw, envelope, resolver, settings), overrun]);
        }
        finally {
            clearTimeout(timer);
        }
    };
}
/** Why a temperror happened, in words a check can show: the DNS setting, or no answer. */
function noAnswerReason(settings, domain) {
    if (settings.dns === "off")
        return DNS_OFF;
    return domain ? `no DNS answer for ${domain}` : "no DNS answer";
}
const DNS_OFF = "DNS lookups are off (the dns setting is off)";
/**
 * With DNS off, "none" means nothing was looked up, not that nothing was published: say so,
 * unless the records file declares the domain (then "none" is its honest answer).
 */
function unlessDnsOff(settings, found) {
    if (settings.dns !== "off" || found.reason || (found.result !== "none" && found.result !== "temperror"))
        return found;
    if (found.domain && settings.records && Object.keys(settings.records).some((name) => name.endsWith(found.domain)))
        return found;
    return { ...found, reason: DNS_OFF };
}
async function authenticate_verify(raw, envelope, resolver, settings) {
    const { dkimVerify, spf, dmarc } = mailauth;
    const sender = envelope.sender ?? undefined;
    const dkimResult = await dkimVerify(raw, { resolver, ...(sender ? { sender } : {}) });
    const signatures = dkimResult.results ?? [];
    const passing = signatures.filter((row) => row.status.result === "pass");
    const first = passing[0] ?? signatures[0];
    const dkimStatus = resultOf(first?.status.result ?? "none");
    const dkimJudged = dkimOutcome(dkimStatus, first?.status.comment);
    const dkim = signatures.length === 0 || dkimStatus === "none"
        ? verdict("none", null, "not signed")
        : verdict(dkimJudged.result, first?.signingDomain ?? null, dkimStatus === "temperror" ? noAnswerReason(settings, first?.signingDomain ?? null) : dkimJudged.reason);
    let spfVerdict;
    if (!envelope.ip)
        spfVerdict = verdict("none", domainOf(sender), "no connecting IP");
    else {
        const spfResult = await spf({
            ip: plainIp(envelope.ip),
            ...(envelope.helo ? { helo: envelope.helo } : {}),
            ...(sender ? { sender } : {}),
            mta: "proofbox",
            resolver,
        });
        const result = resultOf(spfResult.status.result);
        const domain = spfResult.domain ?? domainOf(sender) ?? domainOf(envelope.helo);
        spfVerdict = verdict(result, domain, result === "temperror" ? noAnswerReason(settings, domain) : null);
    }
    let dmarcVerdict = verdict("none", null, "no From domain");
    if (dkimResult.headerFrom && (!Array.isArray(dkimResult.headerFrom) || dkimResult.headerFrom.length > 0)) {
        const spfDomains = spfVerdict.result === "pass" && spfVerdict.domain ? [spfVerdict.domain] : [];
        const dmarcResult = await dmarc({
            headerFrom: dkimResult.headerFrom,
            spfDomains,
            dkimDomains: passing.map((row) => ({
                ...(row.id ? { id: row.id } : {}),
                domain: row.signingDomain ?? "",
                aligned: row.status.aligned,
                underSized: row.status.underSized,
            })),
            resolver,
        });
        if (dmarcResult) {
            // The From domain the policy was applied to (mailauth reports the organizational domain).
            const from = Array.isArray(dkimResult.headerFrom) ? dkimResult.headerFrom[0] : dkimResult.headerFrom;
            const domain = domainOf(from) ?? dmarcResult.domain ?? null;
            const found = resultOf(dmarcResult.status.result);
            // A record was found: alignment and policy are judged here, as RFC 7489 says.
            // Judged against the From domain itself: without it (a name domainOf cannot read), mailauth's
            // answer stands rather than one against the organizational domain.
            const fromDomain = domainOf(from);
            const judged = (found === "pass" || found === "fail") && fromDomain
                ? judgeDmarc(fromDomain, { policy: dmarcResult.policy, record: dmarcResult.rr ?? "" }, spfDomains, passing.map((row) => row.signingDomain ?? ""))
                : null;
            const result = judged?.result ?? found;
            dmarcVerdict = verdict(result, domain, result === "temperror"
                ? noAnswerReason(settings, domain)
                : result === "none"
                    ? "no DMARC policy published"
                    : (judged?.reason ?? null));
        }
    }
    return {
        spf: unlessDnsOff(settings, spfVerdict),
        dkim: dkim.reason === "not signed" ? dkim : unlessDnsOff(settings, dkim),
        dmarc: dmarcVerdict.reason === "no From domain" ? dmarcVerdict : unlessDnsOff(settings, dmarcVerdict),
        by: "proofbox",
    };
}
/** The header section of a raw message, unfolded into lines. */
function headerLines(raw) {
    const end = raw.indexOf("\r\n\r\n");
    const head = raw.subarray(0, end === -1 ? Math.min(raw.length, 256 * 1024) : end).toString("latin1");
    return head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
}
/** Splits on semicolons outside quotes and comments, and drops the comments. */
function resinfoParts(value) {
    const parts = [];
    let current = "";
    let depth = 0;
    let quoted = false;
    for (const char of value) {
        if (quoted) {
            current += char;
            if (char === '"')
                quoted = false;
        }
        else if (char === '"') {
            quoted = true;
            current += char;
        }
        else if (char === "(")
            depth++;
        else if (char === ")")
            depth = Math.max(0, depth - 1);
        else if (depth > 0)
            continue;
        else if (char === ";") {
            parts.push(current.trim());
            current = "";
        }
        else
            current += char;
    }
    if (current.trim())
        parts.push(current.trim());
    return parts;
}
/**
 * Verdicts from the topmost Authentication-Results header of the trusted relay (RFC 8601):
 * "mx.example.com; spf=pass smtp.mailfrom=a.example; dkim=pass header.d=a.example; dmarc=pass
 * header.from=a.example". Headers of other authserv-ids are sender-written and ignored.
 */
function fromRelay(raw, relay) {
    const missing = verdict("none", null, `no Authentication-Results from ${relay}`);
    for (const line of headerLines(raw)) {
        const colon = line.indexOf(":");
        if (colon === -1 || line.slice(0, colon).trim().toLowerCase() !== "authentication-results")
            continue;
        const [servId = "", ...resinfos] = resinfoParts(line.slice(colon + 1));
        if (servId.split(/\s+/)[0]?.toLowerCase() !== relay)
            continue;
        const found = {};
        for (const resinfo of resinfos) {
            const match = /^(spf|dkim|dmarc)\s*=\s*([a-z]+)\b(.*)$/i.exec(resinfo);
            if (!match)
                continue;
            const method = match[1].toLowerCase();
            const result = resultOf(match[2].toLowerCase());
            const property = /\b(?:header\.d|header\.from|smtp\.mailfrom|header\.i|smtp\.helo)\s*=\s*"?([^\s";]+)/i.exec(match[3] ?? "")?.[1];
            const previous = found[method];
            // Of several DKIM signatures, a passing one decides.
            if (!previous || (previous.result !== "pass" && result === "pass"))
                found[method] = verdict(result, domainOf(property), `from ${relay}`);
        }
        return {
            spf: found.spf ?? verdict("none", null, `${relay} gave no SPF result`),
            dkim: found.dkim ?? verdict("none", null, `${relay} gave no DKIM result`),
            dmarc: found.dmarc ?? verdict("none", null, `${relay} gave no DMARC result`),
            by: relay,
        };
    }
    return { spf: missing, dkim: missing, dmarc: missing, by: relay };
}
//# sourceMappingURL=authenticate.js.map

/***/ })

};
