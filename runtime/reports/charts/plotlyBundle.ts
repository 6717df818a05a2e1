import Plotly from 'plotly.js/lib/core';
import bar from 'plotly.js/lib/bar';
import scatterpolar from 'plotly.js/lib/scatterpolar';

// Only the traces the report draws: the full bundle would be four times the size (LIBRARY-NOTES.md).
Plotly.register([scatterpolar, bar]);

export { Plotly };
